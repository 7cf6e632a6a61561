/**
 * The mail that confirms a cancellation (docs/refunds.md#cancelling), in the order's language: the
 * lines that were cancelled, and each refund with its amount and where the money goes (the payment
 * method, a gift card the order was paid with, or a new gift card mailed separately).
 */
import 'server-only'
import type { OrderView, RefundView } from '@/domain/checkout/api'
import { emailTranslator, type EmailTranslator } from './emailTranslator'
import { formatMoney } from './format'
import { singleLine, toAddress } from './headers'
import type { Mail, MailBlock } from './mailDocument'
import { lineWhen } from './orderLineText'
import { renderHtml } from './renderHtml'
import { renderText } from './renderText'

/**
 * The refunds this cancellation made: those recorded when its lines were marked cancelled (one
 * transaction stamps both), not earlier ones of the same order.
 */
function refundsOfCancellation(order: OrderView, cancelledAt: string[]): RefundView[] {
  if (cancelledAt.length === 0) return []
  const since = Math.min(...cancelledAt.map((at) => new Date(at).getTime()))
  return order.refunds.filter((r) => new Date(r.createdAt).getTime() >= since)
}

/** A refund onto a card the order was paid with names that card when the order used only one. */
function destination(refund: RefundView, order: OrderView, t: EmailTranslator): string {
  if (refund.destination !== 'giftCard') return t(`cancellation.destination.${refund.destination}`)
  const cards = order.giftCardPayments
  return cards.length === 1 ? t('cancellation.destination.giftCard', { code: cards[0].code }) : t('cancellation.destination.giftCardUnnamed')
}

export function cancellationEmail(order: OrderView, cancelledLineIds: string[], siteUrl?: string): Mail {
  const t = emailTranslator(order.locale)
  const money = (cents: number) => formatMoney(cents, order.locale)
  const lines = order.lines.filter((l) => cancelledLineIds.includes(l.id))
  if (lines.length === 0) throw new RangeError(`Order ${order.orderNumber}: no cancelled line to tell about`)
  const refunds = refundsOfCancellation(
    order,
    lines.flatMap((l) => (l.cancellation.cancelledAt ? [l.cancellation.cancelledAt] : [])),
  ).filter((r) => r.amount > 0)
  const allCancelled = order.lines.every((l) => l.cancellation.cancelledAt || cancelledLineIds.includes(l.id))
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: t('cancellation.intro', { firstName: order.orderer.firstName, orderNumber: order.orderNumber }) },
    {
      kind: 'table',
      heading: t('cancellation.linesHeading'),
      columns: [t('cancellation.product'), t('cancellation.details'), t('cancellation.price')],
      rows: lines.map((l) => [l.title, lineWhen(l, t), money(l.total)]),
    },
    refunds.length > 0
      ? {
          kind: 'table',
          heading: t('cancellation.refundsHeading'),
          columns: [t('cancellation.refundTo'), t('cancellation.amount'), t('cancellation.status')],
          rows: refunds.map((r) => [destination(r, order, t), money(r.amount), t(`cancellation.state.${r.state}`)]),
        }
      : { kind: 'section', heading: t('cancellation.refundsHeading'), text: t('cancellation.noRefund') },
    ...(refunds.some((r) => r.destination === 'provider') ? [{ kind: 'paragraph', text: t('cancellation.providerTime') } as const] : []),
    { kind: 'paragraph', text: t(allCancelled ? 'cancellation.allCancelled' : 'cancellation.remaining') },
    ...(siteUrl ? [{ kind: 'link', text: t('siteLink'), href: siteUrl } as const] : []),
  ]
  const doc = { lang: order.locale, title: t('cancellation.title'), blocks }
  return {
    to: toAddress(order.orderer.email),
    subject: singleLine(t('cancellation.subject', { orderNumber: order.orderNumber, seller: order.seller.name })),
    html: renderHtml(doc),
    text: renderText(doc),
  }
}
