/**
 * The door code of a pass (docs/checkout.md#door-codes): what a guest shows, or reads out, at the
 * swimming hall's desk, the gym's door or the hire counter. Twelve characters of the order number's
 * alphabet (no 0/O, 1/I/L look-alikes) in three groups of four, so reception can type it from a
 * voice or a cracked phone screen. The server derives it from a MAC of the order line's id; this
 * module only turns those bytes into characters and says which lines have one and when.
 */
import type { ProductKind } from '../catalogue'
import type { OrderState } from './orderState'
import { readableAlphabet } from '../checkout/orderNumber'

/**
 * Swimming hall tickets and passes (single tickets, multi-visit cards, day passes, equipment hire)
 * are entry rights checked at a door or a counter. Activities and court times are not: their
 * instructor or the hall's reception has the day's list of names and times, and a stay or a course
 * is met in person.
 */
export const doorCodeKinds: readonly ProductKind[] = ['ticket', 'pass']

export const doorCodeLength = 12
/** Bytes of MAC read: 72 bits, well above the 59 bits of 31^12, so every code is about equally likely. */
export const doorCodeBytes = 9

/** Twelve base-31 digits of the first nine bytes, as `XXXX-XXXX-XXXX`. */
export function doorCodeOf(mac: Uint8Array): string {
  if (mac.length < doorCodeBytes) throw new RangeError(`doorCodeOf needs ${doorCodeBytes} bytes`)
  let n = 0n
  for (const b of mac.subarray(0, doorCodeBytes)) n = (n << 8n) | BigInt(b)
  const base = BigInt(readableAlphabet.length)
  let chars = ''
  for (let i = 0; i < doorCodeLength; i++) {
    chars += readableAlphabet[Number(n % base)]
    n /= base
  }
  return chars.match(/.{4}/g)!.join('-')
}

/** The shape of a door code, for reading one back (a staff check, a test). */
export const isDoorCode = (s: string) => new RegExp(`^[${readableAlphabet}]{4}-[${readableAlphabet}]{4}-[${readableAlphabet}]{4}$`).test(s)

/**
 * A line shows its code only once the order is paid (before that nothing has been bought, and a
 * code on an unpaid page would let an abandoned order in), and no more once the line is cancelled.
 * `kind` is null for lines sold before the kind was kept on the line: those have no code.
 */
export function hasDoorCode(status: OrderState, line: { kind: ProductKind | null; cancelledAt: string | null }): boolean {
  return (status === 'paid' || status === 'confirmed') && line.kind !== null && doorCodeKinds.includes(line.kind) && line.cancelledAt === null
}
