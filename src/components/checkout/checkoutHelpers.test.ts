import { describe, expect, it } from 'vitest'
import type { CartLine } from '@/domain/cart/cartLine'
import { emptyGuestForm, guestTerms } from '@/domain/checkout/guestForm'
import { formatRate, instantDate, lineDates, lineTime } from './lineFormat'
import { cartActionFor, isPaymentReturn, queryValues } from './paymentReturnQuery'
import { cookieAssignment, cookieRemoval } from '@/domain/consent/cookieWrite'
import { hasPurchaseFlag, purchaseFlagName } from './purchaseFlag'
import { submitBody } from './submitBody'
import { fixedInCart, repricesCart, submitOutcome } from './submitOrderCall'

const stay: CartLine = {
  dataKey: 'k1',
  productCode: 'ROOM-2',
  type: 'Accommodation',
  title: 'Double room',
  image: null,
  icon: 'accommodation',
  from: '2026-06-12',
  to: '2026-06-14',
  persons: { numberOfAdults: 2, numberOfChildrenOlder: 0, numberOfChildrenYounger: 0 },
  personNames: [
    { firstName: ' Aino ', lastName: 'Virtanen' },
    { firstName: 'Eero', lastName: 'Virtanen' },
  ],
  metadata: {
    amount: 1,
    dates: { from: '2026-06-12', to: '2026-06-14' },
    variation: 'flex',
    guests: [
      { type: 'adult', firstName: '', lastName: '' },
      { type: 'adult', firstName: '', lastName: '' },
    ],
  },
  bundledProductCodes: ['BREAKFAST'],
  price: 24000,
  priceWithoutTax: 21145,
  discountAmount: 0,
  valid: true,
  unavailable: false,
}

const form = {
  ...emptyGuestForm,
  firstName: 'Aino',
  lastName: 'Virtanen',
  mobileNumber: '040 123 4567',
  email: 'aino@example.fi',
  marketingEmail: true,
  terms: [...guestTerms],
}

describe('submit body (docs/api.md#cart-and-orders)', () => {
  it('carries the origin, language, items with guest names, promotion code and contact details', () => {
    const values = { ...form, additionalInformation: ' Arriving late ' }
    const body = submitBody({ origin: 'https://shop.example', locale: 'sv', lines: [stay], promotionCode: 'SUMMER', values })
    expect(body).toEqual({
      redirectBaseUrl: 'https://shop.example',
      paymentTerminalLanguage: 'sv',
      items: [
        {
          productCode: 'ROOM-2',
          bundledProductCodes: ['BREAKFAST'],
          metadata: {
            amount: 1,
            dates: { from: '2026-06-12', to: '2026-06-14' },
            variation: 'flex',
            guests: [
              { type: 'adult', firstName: 'Aino', lastName: 'Virtanen' },
              { type: 'adult', firstName: 'Eero', lastName: 'Virtanen' },
            ],
          },
        },
      ],
      promotionCode: 'SUMMER',
      contactDetails: { firstName: 'Aino', lastName: 'Virtanen', email: 'aino@example.fi', phoneNumber: '+358401234567', address: '', zipCode: '', city: '' },
      additionalInformation: 'Arriving late',
      marketing: true,
      termsAccepted: true,
    })
  })

  it('says the terms are accepted only when both boxes are checked', () => {
    const body = (terms: typeof form.terms) =>
      submitBody({ origin: 'https://shop.example', locale: 'fi', lines: [stay], promotionCode: null, values: { ...form, terms } })
    expect(body(['cancellationPolicy', 'privacy']).termsAccepted).toBe(true)
    expect(body(['privacy']).termsAccepted).toBe(false)
    expect(body(['cancellationPolicy']).termsAccepted).toBe(false)
    expect(body([]).termsAccepted).toBe(false)
  })

  it('leaves the promotion code out when none is applied, and never sends prices', () => {
    const body = submitBody({ origin: 'http://localhost:3000', locale: 'fi', lines: [stay], promotionCode: null, values: form })
    expect(body).not.toHaveProperty('promotionCode')
    expect(body).not.toHaveProperty('additionalInformation')
    expect(JSON.stringify(body)).not.toContain('24000')
  })
})

describe('submit answer (docs/behaviour.md, docs/messages.md#checkout)', () => {
  it('goes to the terminal on success', () => {
    const response = { paymentTerminalUrl: '/payment/test-terminal?t=1', orderNumber: 'K-1', transactionId: 't1' }
    expect(submitOutcome(200, response)).toEqual({ ok: true, response })
  })

  it('shows the product-unavailable notice when a line cannot be held', () => {
    expect(submitOutcome(409, { status: 409, message: 'unavailable' })).toEqual({ ok: false, notice: 'unavailable' })
  })

  it('gives each refusal the server names its own notice', () => {
    const notice = (status: number, message: string) => {
      const outcome = submitOutcome(status, { status, message })
      return outcome.ok ? null : outcome.notice
    }
    expect(notice(400, 'guestNames')).toBe('guestNames')
    expect(notice(400, 'giftCardAlone')).toBe('giftCardAlone')
    expect(notice(400, 'termsNotAccepted')).toBe('termsNotAccepted')
    expect(notice(409, 'promotion:usedUp')).toBe('promotionUsedUp')
    expect(notice(409, 'promotion:notValidNow')).toBe('promotionNotValidNow')
    expect(notice(409, 'promotion:unknown')).toBe('promotionUnknown')
    expect(notice(502, 'paymentProvider')).toBe('paymentProvider')
    expect(notice(409, 'promotion:limited')).toBe('promotionLimited')
    expect(notice(429, 'tooManyPendingOrders')).toBe('tooManyPending')
    expect(notice(503, 'maintenance')).toBe('maintenance')
    expect(notice(409, 'giftCard:expired')).toBe('giftCardExpired')
    expect(notice(409, 'giftCard:empty')).toBe('giftCardEmpty')
    expect(notice(409, 'giftCard:unknown')).toBe('giftCardUnknown')
    expect(notice(409, 'giftCard:duplicate')).toBe('giftCardDuplicate')
    expect(notice(409, 'giftCard:notForGiftCards')).toBe('giftCardNotForGiftCards')
    expect(notice(429, 'giftCard:limited')).toBe('giftCardLimited')
    expect(notice(409, 'giftCard:balanceChanged')).toBe('giftCardBalanceChanged')
  })

  it('sends the visitor back to the cart, priced again, after a refused gift card', () => {
    expect(fixedInCart('giftCardBalanceChanged')).toBe(true)
    expect(repricesCart('giftCardExpired')).toBe(true)
    expect(repricesCart('giftCardAlone')).toBe(false)
  })

  it('shows submitFailed for any other failure, a known message with another status, or a malformed answer', () => {
    expect(submitOutcome(400, { status: 400, message: 'invalid', errors: [{ field: 'contactDetails.email', message: 'email' }] })).toEqual({
      ok: false,
      notice: 'submitFailed',
    })
    expect(submitOutcome(409, { status: 409, message: 'retry' })).toEqual({ ok: false, notice: 'submitFailed' })
    expect(submitOutcome(500, { status: 500, message: 'unavailable' })).toEqual({ ok: false, notice: 'submitFailed' })
    expect(submitOutcome(400, { status: 400, message: 'toString' })).toEqual({ ok: false, notice: 'submitFailed' })
    expect(submitOutcome(500, null)).toEqual({ ok: false, notice: 'submitFailed' })
    expect(submitOutcome(200, { orderNumber: 'K-1' })).toEqual({ ok: false, notice: 'submitFailed' })
  })

  it('sends the visitor back to the cart, and prices it again, when the cart needs a change', () => {
    // A sign-in that ended is renewed on step 1, where the sign-in is.
    for (const notice of [
      'unavailable',
      'guestNames',
      'giftCardAlone',
      'promotionUsedUp',
      'promotionNotValidNow',
      'promotionUnknown',
      'sessionEnded',
    ] as const) {
      expect(fixedInCart(notice), notice).toBe(true)
    }
    for (const notice of ['submitFailed', 'termsNotAccepted', 'paymentProvider'] as const) expect(fixedInCart(notice), notice).toBe(false)
    expect(repricesCart('unavailable')).toBe(true)
    expect(repricesCart('promotionUsedUp')).toBe(true)
    expect(repricesCart('guestNames')).toBe(false)
    expect(repricesCart('paymentProvider')).toBe(false)
    // The signed-out session prices the cart again by itself (cartStore's session subscription).
    expect(repricesCart('sessionEnded')).toBe(false)
  })
})

describe('purchaseFlag cookie (docs/behaviour.md, docs/limits.md#cookies-and-storage)', () => {
  it('lasts a day on path / with SameSite Lax, Secure on https, consent or not (it is essential)', () => {
    const write = (secure: boolean) => cookieAssignment({ name: purchaseFlagName, value: '1', secure, grants: null })
    expect(write(false)).toEqual({ ok: true, assignment: 'purchaseFlag=1; Max-Age=86400; Path=/; SameSite=Lax' })
    expect(write(true)).toEqual({ ok: true, assignment: 'purchaseFlag=1; Max-Age=86400; Path=/; SameSite=Lax; Secure' })
  })

  it('is removed by expiring it on the same path', () => {
    expect(cookieRemoval(purchaseFlagName, false)).toEqual({ ok: true, assignment: 'purchaseFlag=; Max-Age=0; Path=/; SameSite=Lax' })
  })

  it('is found among other cookies', () => {
    expect(hasPurchaseFlag('NEXT_LOCALE=fi; purchaseFlag=1')).toBe(true)
    expect(hasPurchaseFlag('NEXT_LOCALE=fi; notpurchaseFlag=1')).toBe(false)
    expect(hasPurchaseFlag('purchaseFlag=')).toBe(false)
  })
})

describe('payment return (docs/routes.md#screens, docs/behaviour.md)', () => {
  it('is recognised by transactionId and responseCode', () => {
    expect(isPaymentReturn(queryValues({ transactionId: 't1', responseCode: 'OK' }))).toBe(true)
    expect(isPaymentReturn(queryValues({ transactionId: ['t1', 't2'], responseCode: 'Cancel' }))).toBe(true)
    expect(isPaymentReturn(queryValues({ transactionId: 't1' }))).toBe(false)
    expect(isPaymentReturn(queryValues({}))).toBe(false)
  })

  it('recognises only the response codes OK and Cancel as a return', () => {
    for (const responseCode of ['Foo', 'ok', 'CANCEL', ' ', 'OK '])
      expect(isPaymentReturn(queryValues({ transactionId: 't1', responseCode })), responseCode).toBe(false)
  })

  it('keeps the first of repeated parameters and drops missing ones', () => {
    expect(queryValues({ a: ['1', '2'], b: undefined, c: 'x' })).toEqual({ a: '1', c: 'x' })
  })

  it('drops the put-aside cart when paid, expired or kept for a refund and gives it back when the payment did not go through', () => {
    expect(cartActionFor('accepted')).toBe('drop')
    expect(cartActionFor('expired')).toBe('drop')
    // The money is already with us: a cart back would invite paying twice.
    expect(cartActionFor('refundDue')).toBe('drop')
    expect(cartActionFor('refunded')).toBe('drop')
    for (const status of ['cancelled', 'failed', 'timedOut', 'error'] as const) expect(cartActionFor(status)).toBe('restore')
    expect(cartActionFor('processing')).toBe('wait')
  })
})

describe('checkout formats (docs/limits.md)', () => {
  it('writes days as dd.MM.yyyy and ranges with a dash', () => {
    expect(lineDates({ from: '2026-06-12', to: '2026-06-14' })).toBe('12.06.2026–14.06.2026')
    expect(lineDates({ from: '2026-06-12', to: '2026-06-12' })).toBe('12.06.2026')
    expect(lineDates({ from: null, to: null })).toBeNull()
  })

  it('writes a start time on the Helsinki clock, summer and winter', () => {
    expect(lineTime({ dateTime: '2026-06-12T11:00:00.000Z' })).toBe('14:00')
    expect(lineTime({ dateTime: '2026-01-12T11:00:00.000Z' })).toBe('13:00')
    expect(lineTime({ dateTime: null })).toBeNull()
  })

  it('dates an order by its Helsinki day', () => {
    expect(instantDate('2026-06-11T22:30:00.000Z')).toBe('12.06.2026')
  })

  it('writes VAT rates with the locale decimal separator', () => {
    expect(formatRate(1350, 'fi')).toBe('13,5')
    expect(formatRate(1350, 'en')).toBe('13.5')
    expect(formatRate(2550, 'sv')).toBe('25,5')
    expect(formatRate(0, 'fi')).toBe('0')
  })
})
