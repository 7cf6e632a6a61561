/**
 * The message catalogue of each language: the site's base file plus one file per area, each under
 * its own namespace (`account`, `bookingSearch`, `cart`, `checkout`, `consent`, `digitalCart`, `email`, `error`, `feedback`, `form`, `homeowner`, `manageBooking`, `newsletter`, `payment`), so
 * areas can be edited apart. `form` holds the messages every form shares (docs/validation.md#form-messages).
 */
import type { Locale } from '@/domain/locale'
import base_en from './messages/en.json'
import base_fi from './messages/fi.json'
import base_sv from './messages/sv.json'
import account_en from './messages/account/en.json'
import account_fi from './messages/account/fi.json'
import account_sv from './messages/account/sv.json'
import bookingSearch_en from './messages/bookingSearch/en.json'
import bookingSearch_fi from './messages/bookingSearch/fi.json'
import bookingSearch_sv from './messages/bookingSearch/sv.json'
import cart_en from './messages/cart/en.json'
import cart_fi from './messages/cart/fi.json'
import cart_sv from './messages/cart/sv.json'
import checkout_en from './messages/checkout/en.json'
import checkout_fi from './messages/checkout/fi.json'
import checkout_sv from './messages/checkout/sv.json'
import consent_en from './messages/consent/en.json'
import consent_fi from './messages/consent/fi.json'
import consent_sv from './messages/consent/sv.json'
import digitalCart_en from './messages/digitalCart/en.json'
import digitalCart_fi from './messages/digitalCart/fi.json'
import digitalCart_sv from './messages/digitalCart/sv.json'
import email_en from './messages/email/en.json'
import email_fi from './messages/email/fi.json'
import email_sv from './messages/email/sv.json'
import error_en from './messages/error/en.json'
import error_fi from './messages/error/fi.json'
import error_sv from './messages/error/sv.json'
import feedback_en from './messages/feedback/en.json'
import feedback_fi from './messages/feedback/fi.json'
import feedback_sv from './messages/feedback/sv.json'
import form_en from './messages/form/en.json'
import form_fi from './messages/form/fi.json'
import form_sv from './messages/form/sv.json'
import homeowner_en from './messages/homeowner/en.json'
import homeowner_fi from './messages/homeowner/fi.json'
import homeowner_sv from './messages/homeowner/sv.json'
import manageBooking_en from './messages/manageBooking/en.json'
import manageBooking_fi from './messages/manageBooking/fi.json'
import manageBooking_sv from './messages/manageBooking/sv.json'
import newsletter_en from './messages/newsletter/en.json'
import newsletter_fi from './messages/newsletter/fi.json'
import newsletter_sv from './messages/newsletter/sv.json'
import payment_en from './messages/payment/en.json'
import payment_fi from './messages/payment/fi.json'
import payment_sv from './messages/payment/sv.json'

export const catalogues = {
  fi: {
    ...base_fi,
    account: account_fi,
    bookingSearch: bookingSearch_fi,
    cart: cart_fi,
    checkout: checkout_fi,
    consent: consent_fi,
    digitalCart: digitalCart_fi,
    email: email_fi,
    error: error_fi,
    feedback: feedback_fi,
    form: form_fi,
    homeowner: homeowner_fi,
    manageBooking: manageBooking_fi,
    newsletter: newsletter_fi,
    payment: payment_fi,
  },
  en: {
    ...base_en,
    account: account_en,
    bookingSearch: bookingSearch_en,
    cart: cart_en,
    checkout: checkout_en,
    consent: consent_en,
    digitalCart: digitalCart_en,
    email: email_en,
    error: error_en,
    feedback: feedback_en,
    form: form_en,
    homeowner: homeowner_en,
    manageBooking: manageBooking_en,
    newsletter: newsletter_en,
    payment: payment_en,
  },
  sv: {
    ...base_sv,
    account: account_sv,
    bookingSearch: bookingSearch_sv,
    cart: cart_sv,
    checkout: checkout_sv,
    consent: consent_sv,
    digitalCart: digitalCart_sv,
    email: email_sv,
    error: error_sv,
    feedback: feedback_sv,
    form: form_sv,
    homeowner: homeowner_sv,
    manageBooking: manageBooking_sv,
    newsletter: newsletter_sv,
    payment: payment_sv,
  },
} satisfies Record<Locale, unknown>

export type Messages = (typeof catalogues)['en']
