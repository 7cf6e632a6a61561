/**
 * How an order was paid, as a person would say it. Providers name the method by their own ids
 * (Paytrail's `checkout-provider`: `osuuspankki`, `creditcard`, `mobilepay` …; our test terminal
 * `test-terminal`); the confirmation shows the kind of payment in the reader's language, with the
 * bank's or wallet's own name where there is one (a brand, the same in every language).
 */
export type PaymentMethodKind = 'card' | 'bank' | 'wallet' | 'invoice' | 'testTerminal' | 'giftCard' | 'free' | 'online'

export type PaymentMethodWords = { kind: PaymentMethodKind; brand: string | null }

const banks: Record<string, string> = {
  osuuspankki: 'OP',
  op: 'OP',
  nordea: 'Nordea',
  danske: 'Danske Bank',
  saastopankki: 'Säästöpankki',
  pop: 'POP Pankki',
  aktia: 'Aktia',
  handelsbanken: 'Handelsbanken',
  spankki: 'S-Pankki',
  omasp: 'OmaSp',
  alandsbanken: 'Ålandsbanken',
}
const wallets: Record<string, string> = { mobilepay: 'MobilePay', pivo: 'Pivo', siirto: 'Siirto', applepay: 'Apple Pay', googlepay: 'Google Pay' }
const invoices: Record<string, string> = {
  walley: 'Walley',
  collectorb2c: 'Walley',
  collectorb2b: 'Walley',
  klarna: 'Klarna',
  jousto: 'Jousto',
  alisaeulaskutus: 'Alisa',
}
const cards: Record<string, string | null> = { creditcard: null, card: null, visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' }

/**
 * `method`: the provider's id as recorded with the payment (null when no terminal was used).
 * `amountPaid`: what went through the terminal; an order gift cards paid in full, or one of 0 €,
 * never saw one.
 */
export function paymentMethodWords(method: string | null, amountPaid: number, paidWithGiftCards: boolean): PaymentMethodWords {
  const id = (method ?? '').trim().toLowerCase()
  if (!id) {
    if (amountPaid > 0) return { kind: 'online', brand: null }
    return { kind: paidWithGiftCards ? 'giftCard' : 'free', brand: null }
  }
  if (id === 'test-terminal') return { kind: 'testTerminal', brand: null }
  if (id in cards) return { kind: 'card', brand: cards[id] ?? null }
  if (banks[id]) return { kind: 'bank', brand: banks[id] }
  if (wallets[id]) return { kind: 'wallet', brand: wallets[id] }
  if (invoices[id]) return { kind: 'invoice', brand: invoices[id] }
  return { kind: 'online', brand: null }
}
