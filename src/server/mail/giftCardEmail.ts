/**
 * The mail that delivers one gift card to its recipient (docs/content-model.md#gift-card), in the order's
 * language: the code first and large, then what it is worth, who sent it, until when and how to use it.
 */
import 'server-only'
import type { OrderView } from '@/domain/checkout/api'
import { formatFinnishDate, helsinkiDay } from '@/domain/helsinki'
import { emailTranslator } from './emailTranslator'
import { addYears, formatMoney } from './format'
import { singleLine, toAddress } from './headers'
import type { Mail, MailBlock } from './mailDocument'
import { renderHtml } from './renderHtml'
import { renderText } from './renderText'

/** A gift card is valid for two years from the day it was ordered (Helsinki calendar day). */
export const giftCardValidityYears = 2

export function giftCardValidUntil(orderCreatedAt: string): string {
  return addYears(helsinkiDay(new Date(orderCreatedAt)), giftCardValidityYears)
}

export function giftCardEmail(order: OrderView, card: OrderView['giftCards'][number], recipientEmail: string, message: string | null, siteUrl?: string): Mail {
  const t = emailTranslator(order.locale)
  const from = `${order.orderer.firstName} ${order.orderer.lastName}`.trim()
  const seller = order.seller.name
  const validity = t('giftCard.validity', {
    until: formatFinnishDate(giftCardValidUntil(order.createdAt)),
    years: giftCardValidityYears,
    orderDate: formatFinnishDate(helsinkiDay(new Date(order.createdAt))),
  })
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: t('giftCard.intro', { name: card.recipientName, from, seller }) },
    { kind: 'highlight', label: t('giftCard.code'), value: card.code },
    {
      kind: 'facts',
      heading: t('giftCard.detailsHeading'),
      rows: [
        [t('giftCard.value'), formatMoney(card.value, order.locale)],
        [t('giftCard.from'), from],
        [t('giftCard.validUntil'), validity],
      ],
    },
    ...(message?.trim() ? [{ kind: 'quote', heading: t('giftCard.messageHeading', { from }), text: message } as const] : []),
    { kind: 'section', heading: t('giftCard.howToHeading'), text: t('giftCard.howTo') },
    ...(siteUrl ? [{ kind: 'link', text: t('siteLink'), href: siteUrl } as const] : []),
  ]
  const doc = { lang: order.locale, title: t('giftCard.title'), blocks }
  return {
    to: toAddress(recipientEmail),
    subject: singleLine(t('giftCard.subject', { from, seller })),
    html: renderHtml(doc),
    text: renderText(doc),
  }
}
