/**
 * Header values built from what customers typed. A line break in a subject or a second address in
 * a recipient field would let one order send mail where the shop never meant to, so both are refused
 * or flattened before a message reaches the mail adapter.
 */

/** Control characters and line breaks become single spaces. */
export function singleLine(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  )
}

/** Exactly one bare address (`name@domain`), or an error: no lists, display names or comments. */
export function toAddress(email: string): string {
  const address = email.trim()
  if (!/^[^\s@<>()[\]",;:\\]+@[^\s@<>()[\]",;:\\]+\.[^\s@<>()[\]",;:\\]+$/.test(address)) {
    throw new RangeError('Not a single e-mail address')
  }
  return address
}

/**
 * The header fields that give a marketing mail the mail app's own unsubscribe button (RFC 2369) and
 * let it unsubscribe in one click, by a POST to `url` with no page in between (RFC 8058; `url` is
 * https in production, from PUBLIC_URL). No `mailto:` target: the site reads no mailbox.
 */
export function listUnsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${singleLine(url)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
}
