/**
 * The message catalogue of each language: the site's base file plus one file per area, each under
 * its own namespace (`account`, `cart`, `checkout`, `digitalCart`, `email`, `form`, `homeowner`, `manageBooking`, `payment`), so
 * areas can be edited apart. `form` holds the messages every form shares (docs/validation.md#form-messages).
 */
import type { Locale } from '@/domain/locale'
import base_en from './messages/en.json'
import base_fi from './messages/fi.json'
import base_sv from './messages/sv.json'
import account_en from './messages/account/en.json'
import account_fi from './messages/account/fi.json'
import account_sv from './messages/account/sv.json'
import cart_en from './messages/cart/en.json'
import cart_fi from './messages/cart/fi.json'
import cart_sv from './messages/cart/sv.json'
import checkout_en from './messages/checkout/en.json'
import checkout_fi from './messages/checkout/fi.json'
import checkout_sv from './messages/checkout/sv.json'
import digitalCart_en from './messages/digitalCart/en.json'
import digitalCart_fi from './messages/digitalCart/fi.json'
import digitalCart_sv from './messages/digitalCart/sv.json'
import email_en from './messages/email/en.json'
import email_fi from './messages/email/fi.json'
import email_sv from './messages/email/sv.json'
import form_en from './messages/form/en.json'
import form_fi from './messages/form/fi.json'
import form_sv from './messages/form/sv.json'
import homeowner_en from './messages/homeowner/en.json'
import homeowner_fi from './messages/homeowner/fi.json'
import homeowner_sv from './messages/homeowner/sv.json'
import manageBooking_en from './messages/manageBooking/en.json'
import manageBooking_fi from './messages/manageBooking/fi.json'
import manageBooking_sv from './messages/manageBooking/sv.json'
import payment_en from './messages/payment/en.json'
import payment_fi from './messages/payment/fi.json'
import payment_sv from './messages/payment/sv.json'

const build = <B, A, C, K, D, E, F, H, M, P>(
  base: B,
  account: A,
  cart: C,
  checkout: K,
  digitalCart: D,
  email: E,
  form: F,
  homeowner: H,
  manageBooking: M,
  payment: P,
) => ({
  ...base,
  account,
  cart,
  checkout,
  digitalCart,
  email,
  form,
  homeowner,
  manageBooking,
  payment,
})

export const catalogues = {
  fi: build(base_fi, account_fi, cart_fi, checkout_fi, digitalCart_fi, email_fi, form_fi, homeowner_fi, manageBooking_fi, payment_fi),
  en: build(base_en, account_en, cart_en, checkout_en, digitalCart_en, email_en, form_en, homeowner_en, manageBooking_en, payment_en),
  sv: build(base_sv, account_sv, cart_sv, checkout_sv, digitalCart_sv, email_sv, form_sv, homeowner_sv, manageBooking_sv, payment_sv),
} satisfies Record<Locale, unknown>

export type Messages = (typeof catalogues)['en']
