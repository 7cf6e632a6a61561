import 'server-only'
import { PaymentProviderError } from './errors'
import type { RefundInput, StartedRefund } from './provider'
import type { TerminalRecord, TerminalRecords } from './testTerminal'

/**
 * The test terminal's refunds, kept in its payment records without a table of their own: refund n
 * (from 1) of a payment is the record `<payment's providerId>/refund/<n>`, with our refundStamp as its
 * stamp. That id is also the refund's providerRefundId.
 */
export const refundRecordId = (paymentProviderId: string, n: number) => `${paymentProviderId}/refund/${n}`

/** How many times a refund looks for a free number when others keep taking it first. */
const maxAttempts = 20

/**
 * The payment's refunds in order and what they left of it. A refund is saved only at the first free
 * number, after reading every refund before it, and saving never overwrites another refund's stamp
 * or amount: when two take the same number at once, one keeps it and the other reads again and goes
 * after it. So every saved refund fitted in what the ones before it left.
 */
async function ledger(records: TerminalRecords, payment: TerminalRecord): Promise<{ refunds: TerminalRecord[]; left: number }> {
  const refunds: TerminalRecord[] = []
  let left = payment.amount
  for (let n = 1; ; n++) {
    const record = await records.find(refundRecordId(payment.providerId, n))
    if (!record) return { refunds, left }
    left -= record.amount
    refunds.push(record)
  }
}

const rejected = (message: string) => new PaymentProviderError('rejected', `test terminal: ${message}`)

/** A refund of a paid payment the terminal knows, at once; a repeated refundStamp gets the same refund. */
export async function refundAtTerminal(records: TerminalRecords, { refundStamp, amount, payment }: RefundInput): Promise<StartedRefund> {
  const paid = await records.find(payment.providerId)
  if (!paid || paid.stamp !== payment.stamp || paid.status !== 'ok') throw rejected(`no paid payment ${payment.stamp} to refund`)
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    const { refunds, left } = await ledger(records, paid)
    const same = refunds.find((refund) => refund.stamp === refundStamp)
    if (same) {
      if (same.amount !== amount) throw rejected(`refund ${refundStamp} was made for ${same.amount} cents, not ${amount}`)
      return { providerRefundId: same.providerId, outcome: 'ok' }
    }
    if (amount > left) throw rejected(`refund ${refundStamp} of ${amount} cents exceeds the ${left} cents left of payment ${payment.stamp}`)
    // Read back on the next round: if another refund took this number first, this one goes after it.
    await records.save({ providerId: refundRecordId(paid.providerId, refunds.length + 1), stamp: refundStamp, amount, status: 'refund' })
  }
  throw new PaymentProviderError('unreachable', `test terminal: refund ${refundStamp} found no free record in ${maxAttempts} attempts`)
}
