import type { WeekdayCode } from '@/domain/events/recurrence'
import type { CardOrigin } from '@/domain/giftCards/ledger'
import type { OrderState } from '@/domain/orders/orderState'
import type { RefundDestination, RefundState } from '@/domain/refunds/refundState'

/** A label of the admin in its three languages (docs/admin.md#language). */
export type AdminLabel = { fi: string; en: string; sv: string }

export const l = (fi: string, en: string, sv: string): AdminLabel => ({ fi, en, sv })

/** Select options whose stored value stays the code and whose label is the word staff read. */
export function wordOptions<T extends string>(values: readonly T[], words: Record<T, AdminLabel>) {
  return values.map((value) => ({ value, label: words[value] }))
}

export const orderStateWords: Record<OrderState, AdminLabel> = {
  pending_payment: l('Odottaa maksua', 'Awaiting payment', 'Väntar på betalning'),
  paid: l('Maksettu', 'Paid', 'Betald'),
  confirmed: l('Vahvistettu', 'Confirmed', 'Bekräftad'),
  cancelled: l('Peruttu', 'Cancelled', 'Avbokad'),
  payment_failed: l('Maksu epäonnistui', 'Payment failed', 'Betalningen misslyckades'),
  expired: l('Vanhentunut', 'Expired', 'Utgången'),
  refund_due: l('Palautettava', 'Refund due', 'Ska återbetalas'),
  refunded: l('Palautettu', 'Refunded', 'Återbetald'),
}

export const refundStateWords: Record<RefundState, AdminLabel> = {
  refund_pending: l('Kesken', 'Pending', 'Pågår'),
  refunded: l('Palautettu', 'Refunded', 'Återbetald'),
  refund_failed: l('Epäonnistui', 'Failed', 'Misslyckades'),
}

export const refundDestinationWords: Record<RefundDestination, AdminLabel> = {
  provider: l('Alkuperäiselle maksutavalle', 'To the original payment', 'Till det ursprungliga betalsättet'),
  giftCard: l('Maksussa käytetylle lahjakortille', 'To the gift card used', 'Till presentkortet som användes'),
  newGiftCard: l('Uudelle lahjakortille', 'To a new gift card', 'Till ett nytt presentkort'),
}

export const cardOriginWords: Record<CardOrigin, AdminLabel> = {
  sale: l('Myyty', 'Sold', 'Såld'),
  refund: l('Palautus', 'Refund', 'Återbetalning'),
  staff: l('Henkilökunnan luoma', 'Issued by staff', 'Utfärdat av personalen'),
}

/** A payment's status is free text from the provider's vocabulary; these are the ones we write. */
export const paymentStatusWords: Record<string, AdminLabel> = {
  created: l('Luotu', 'Created', 'Skapad'),
  ok: l('Maksettu', 'Paid', 'Betald'),
  cancel: l('Keskeytetty', 'Cancelled', 'Avbruten'),
  fail: l('Epäonnistui', 'Failed', 'Misslyckades'),
  timeout: l('Aikakatkaisu', 'Timed out', 'Tidsgräns överskriden'),
  pending: l('Kesken', 'Pending', 'Pågår'),
}

/** How often an event repeats (RFC 5545 frequencies). */
export const frequencyWords: Record<'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY', AdminLabel> = {
  DAILY: l('Päivittäin', 'Daily', 'Dagligen'),
  WEEKLY: l('Viikoittain', 'Weekly', 'Varje vecka'),
  MONTHLY: l('Kuukausittain', 'Monthly', 'Varje månad'),
  YEARLY: l('Vuosittain', 'Yearly', 'Varje år'),
}

export const weekdayWords: Record<WeekdayCode, AdminLabel> = {
  MO: l('maanantai', 'Monday', 'måndag'),
  TU: l('tiistai', 'Tuesday', 'tisdag'),
  WE: l('keskiviikko', 'Wednesday', 'onsdag'),
  TH: l('torstai', 'Thursday', 'torsdag'),
  FR: l('perjantai', 'Friday', 'fredag'),
  SA: l('lauantai', 'Saturday', 'lördag'),
  SU: l('sunnuntai', 'Sunday', 'söndag'),
}

/** The admin menu's groups. */
export const adminGroups = {
  content: l('Sisältö', 'Content', 'Innehåll'),
  catalogue: l('Tuotteet', 'Catalogue', 'Produkter'),
  orders: l('Tilaukset ja maksut', 'Orders and payments', 'Beställningar och betalningar'),
  customers: l('Asiakkaat', 'Customers', 'Kunder'),
  homeowners: l('Huoneistojen omistajat', 'Homeowners', 'Lägenhetsägare'),
  layout: l('Sivuston asetukset', 'Site layout', 'Webbplatsens inställningar'),
  admin: l('Ylläpito', 'Admin', 'Administration'),
}
