/**
 * The mail that delivers one gift card to its recipient (docs/content-model.md#gift-card), in the order's
 * language: the code first and large, then what it is worth, who sent it, until when and how to use it,
 * with the printable card attached as a PDF (docs/gift-cards.md#the-printable-card).
 */
import 'server-only'
import type { OrderView } from '@/domain/checkout/api'
import { lastDayOf } from '@/domain/giftCards/validity'
import { formatFinnishDate } from '@/domain/helsinki'
import { emailTranslator } from './emailTranslator'
import { formatMoney } from './format'
import { giftCardPdf } from './giftCardPdf'
import { singleLine, toAddress } from './headers'
import type { Mail, MailBlock } from './mailDocument'
import { renderHtml } from './renderHtml'
import { renderText } from './renderText'

/** `validUntil`: the instant the card stops, as issued (the product's validity when it was sold). */
export type IssuedGiftCard = OrderView['giftCards'][number] & { validUntil: string }

export async function giftCardEmail(
  order: OrderView,
  card: IssuedGiftCard,
  recipientEmail: string,
  message: string | null,
  siteUrl?: string,
  designImage: Buffer | null = null,
  /** `refund`: the card is the customer's own money back from a cancellation (docs/refunds.md#refunds), not a present. */
  kind: 'gift' | 'refund' = 'gift',
): Promise<Mail> {
  const t = emailTranslator(order.locale)
  const gift = kind === 'gift'
  const from = gift ? `${order.orderer.firstName} ${order.orderer.lastName}`.trim() : ''
  const seller = order.seller.name
  const lastDay = lastDayOf(card.validUntil)
  const blocks: MailBlock[] = [
    {
      kind: 'paragraph',
      text: gift
        ? t('giftCard.intro', { name: card.recipientName, from, seller })
        : t('giftCard.refundIntro', { name: card.recipientName, orderNumber: order.orderNumber, seller }),
    },
    { kind: 'highlight', label: t('giftCard.code'), value: card.code },
    {
      kind: 'facts',
      heading: t('giftCard.detailsHeading'),
      rows: [
        [t('giftCard.value'), formatMoney(card.value, order.locale)],
        ...(gift ? [[t('giftCard.from'), from] as [string, string]] : []),
        [t('giftCard.validUntil'), t('giftCard.validity', { date: formatFinnishDate(lastDay) })],
      ],
    },
    ...(message?.trim() ? [{ kind: 'quote', heading: t('giftCard.messageHeading', { from }), text: message } as const] : []),
    { kind: 'section', heading: t('giftCard.howToHeading'), text: t('giftCard.howTo') },
    { kind: 'paragraph', text: t('giftCard.attachment') },
    ...(siteUrl ? [{ kind: 'link', text: t('siteLink'), href: siteUrl } as const] : []),
  ]
  const doc = { lang: order.locale, title: gift ? t('giftCard.title') : t('giftCard.refundTitle'), blocks }
  const pdf = await giftCardPdf({
    locale: order.locale,
    code: card.code,
    value: card.value,
    lastDay,
    recipientName: card.recipientName,
    from,
    message,
    seller,
    image: designImage,
  })
  return {
    to: toAddress(recipientEmail),
    subject: singleLine(gift ? t('giftCard.subject', { from, seller }) : t('giftCard.refundSubject', { seller })),
    html: renderHtml(doc),
    text: renderText(doc),
    attachments: [
      { filename: `${t('giftCard.fileName')}-${card.code.replace(/[^A-Za-z0-9]/g, '').slice(-4)}.pdf`, content: pdf, contentType: 'application/pdf' },
    ],
  }
}
