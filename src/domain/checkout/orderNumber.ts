/**
 * Order numbers people can read out on the phone: the Helsinki date and six characters without
 * look-alikes (no 0/O, 1/I/L). The unique index catches the rare repeat and the caller draws again.
 */
export const readableAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
const alphabet = readableAlphabet

export function orderNumber(day: string, random: Uint8Array): string {
  if (random.length < 6) throw new RangeError('orderNumber needs 6 random bytes')
  const suffix = Array.from(random.subarray(0, 6), (b) => alphabet[b % alphabet.length]).join('')
  return `${day.slice(2).replaceAll('-', '')}-${suffix}`
}

/** Gift card codes: 16 characters in four groups. */
export function giftCardCode(random: Uint8Array): string {
  if (random.length < 16) throw new RangeError('giftCardCode needs 16 random bytes')
  const chars = Array.from(random.subarray(0, 16), (b) => alphabet[b % alphabet.length]).join('')
  return chars.match(/.{4}/g)!.join('-')
}
