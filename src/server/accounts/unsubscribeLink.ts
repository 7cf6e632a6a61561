import 'server-only'
/**
 * The newsletter's unsubscribe links (docs/accounts.md#unsubscribing). The token is an HMAC of the
 * address under the server's secret: it is bound to the address, cannot be made without the
 * secret, needs no table, and every mail to the address carries a link that keeps working.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { localeIso, type Locale } from '@/domain/locale'
import { localizedPath } from '@/domain/paths'

export const unsubscribeToken = (secret: string, email: string) =>
  createHmac('sha256', secret).update(`newsletter-unsubscribe\n${email.trim().toLowerCase()}`, 'utf8').digest('base64url')

export function validUnsubscribeToken(secret: string, email: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, email))
  const given = Buffer.from(token)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** The path of the page with the unsubscribe button, in the language of the mail. */
export const unsubscribePagePath = (locale: Locale) => `${localizedPath('newsletter', locale)}/unsubscribe`

/** The endpoint that unsubscribes on a POST (the mail app's one click) and sends a GET to the page. */
export const unsubscribeEndpoint = '/proxy/vm-communication/v1/newsletter/unsubscribe'

/** `page`: the mail's own link (a page with a button); `oneClick`: the List-Unsubscribe address. */
export function unsubscribeLinks(siteUrl: string, secret: string, email: string, locale: Locale) {
  const query = `email=${encodeURIComponent(email)}&token=${unsubscribeToken(secret, email)}`
  return {
    page: `${siteUrl}${unsubscribePagePath(locale)}?${query}`,
    oneClick: `${siteUrl}${unsubscribeEndpoint}?${query}&locale=${localeIso[locale]}`,
  }
}

export type UnsubscribeLinks = ReturnType<typeof unsubscribeLinks>
