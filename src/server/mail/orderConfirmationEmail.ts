/**
 * The confirmation mail of an accepted order (docs/content-model.md#order), in the order's language: every field
 * the confirmation page shows, so the buyer's copy of the contract needs no visit to the site.
 */
import 'server-only'
import type { OrderLineView, OrderView } from '@/domain/checkout/api'
import { linesMemberSaving } from '@/domain/pricing/memberPrice'
import { emailTranslator, type EmailTranslator } from './emailTranslator'
import { formatMoney, formatRate, helsinkiMoment } from './format'
import { qrGif } from '@/server/qr/qrCode'
import type { Mail, MailAttachment, MailBlock } from './mailDocument'
import { orderCalendarFile } from './orderCalendar'
import { cancellationTerms, lineWhen } from './orderLineText'
import { renderHtml } from './renderHtml'
import { renderText } from './renderText'
import { singleLine, toAddress } from './headers'

/** A line sold at a member price says so, with the normal price and the saving (docs/shop.md#member-prices). */
const memberPriceFigures = (line: OrderLineView, locale: OrderView['locale']) => ({
  normal: formatMoney(line.normalUnitPrice! * line.quantity, locale),
  saving: formatMoney((line.normalUnitPrice! - line.unitPrice) * line.quantity, locale),
})

function details(line: OrderLineView, t: EmailTranslator, locale: OrderView['locale']): string[] {
  return [
    ...lineWhen(line, t),
    ...(line.checkIn && line.checkOut ? [t('confirmation.products.checkInOut', { checkIn: line.checkIn, checkOut: line.checkOut })] : []),
    ...(line.places.length > 0 ? [t('confirmation.products.place', { places: line.places.join(', ') })] : []),
    ...(line.whatToBring ? [t('confirmation.products.bring', { items: line.whatToBring })] : []),
    ...(line.ratePlan ? [t('confirmation.products.rate', { rate: t(`confirmation.ratePlan.${line.ratePlan}`) })] : []),
    ...(line.guests.length > 0 ? [t('confirmation.products.guestCount', { count: line.guests.length })] : []),
    ...(line.recipient ? [t('confirmation.products.recipient', { name: line.recipient.name })] : []),
    ...(line.comment ? [t('confirmation.products.message', { message: line.comment })] : []),
    ...(line.normalUnitPrice ? [t('confirmation.products.memberPrice', memberPriceFigures(line, locale))] : []),
    cancellationTerms(line, t),
  ]
}

function productBlocks(order: OrderView, t: EmailTranslator): MailBlock[] {
  const p = (key: 'product' | 'details' | 'quantity' | 'price') => t(`confirmation.products.${key}`)
  const g = (key: 'firstName' | 'lastName' | 'type' | 'product') => t(`confirmation.guests.${key}`)
  // A guest nobody named (an activity's party needs no names) would only be an empty row.
  const guests = order.lines.flatMap((line) =>
    line.guests
      .filter((guest) => guest.firstName.trim() || guest.lastName.trim())
      .map((guest) => [guest.firstName, guest.lastName, t(`confirmation.guests.types.${guest.type}`), line.title]),
  )
  const products: MailBlock = {
    kind: 'table',
    heading: t('confirmation.products.heading', { count: order.lines.reduce((sum, line) => sum + line.quantity, 0) }),
    columns: [p('product'), p('details'), p('quantity'), p('price')],
    rows: order.lines.map((line) => [
      line.title,
      details(line, t, order.locale),
      t('confirmation.products.quantityValue', { count: line.quantity }),
      formatMoney(line.total, order.locale),
    ]),
  }
  if (guests.length === 0) return [products]
  return [
    products,
    { kind: 'table', heading: t('confirmation.guests.heading'), columns: [g('firstName'), g('lastName'), g('type'), g('product')], rows: guests },
  ]
}

/** Pixels per QR module in the mail's image: 29 modules with the quiet zone make 174 px, easy for a door scanner. */
const qrCell = 6

/** The door codes of the order's passes, each with its QR as an inline image (docs/checkout.md#door-codes). */
function doorCodes(order: OrderView, t: EmailTranslator): { block: MailBlock; images: MailAttachment[] } | null {
  const passes = order.lines.flatMap((line) => (line.doorCode ? [{ line, code: line.doorCode.code, qr: qrGif(line.doorCode.code, qrCell) }] : []))
  if (passes.length === 0) return null
  const cid = (lineId: string) => `door-code-${lineId}@${order.orderNumber}`
  return {
    block: {
      kind: 'codes',
      heading: t('confirmation.doorCodes.heading'),
      text: t('confirmation.doorCodes.text'),
      items: passes.map(({ line, code, qr }) => ({
        title: line.title,
        label: line.quantity > 1 ? t('confirmation.doorCodes.labelFor', { count: line.quantity }) : t('confirmation.doorCodes.label'),
        code,
        image: { cid: cid(line.id), alt: t('confirmation.doorCodes.qrAlt', { code }), size: qr.size },
      })),
    },
    images: passes.map(({ line, code, qr }) => ({ filename: `qr-${code}.gif`, content: qr.content, contentType: 'image/gif', cid: cid(line.id) })),
  }
}

function totalsBlock(order: OrderView, t: EmailTranslator): MailBlock {
  const money = (cents: number) => formatMoney(cents, order.locale)
  const memberSaving = linesMemberSaving(order.lines)
  return {
    kind: 'facts',
    heading: t('confirmation.totals.heading'),
    rows: [
      ...(memberSaving > 0 ? [[t('confirmation.totals.memberSaving'), money(memberSaving)] as [string, string]] : []),
      ...(order.promoCode ? [[t('confirmation.totals.promoCode'), order.promoCode] as [string, string]] : []),
      ...(order.discount > 0 ? [[t('confirmation.totals.discount'), money(-order.discount)] as [string, string]] : []),
      [t('confirmation.totals.withoutTax'), money(order.totalWithoutTax)],
      ...order.vat.map((row): [string, string] => [t('confirmation.totals.vatRow', { rate: formatRate(row.basisPoints, order.locale) }), money(row.tax)]),
      [t('confirmation.totals.total'), money(order.totalWithTax)],
      // Gift cards are a means of payment (docs/gift-cards.md#redeeming): listed under the total, never as a discount.
      ...order.giftCardPayments.map((p): [string, string] => [t('confirmation.totals.giftCardPayment', { code: p.code }), money(-p.amount)]),
      ...(order.giftCardPayments.length > 0 && order.amountPaid > 0
        ? [[t('confirmation.totals.paidOnline'), money(order.amountPaid)] as [string, string]]
        : []),
    ],
  }
}

/** The payment method as a person says it: "Online bank payment, Nordea", never the provider's id. */
function paymentMethodText(order: OrderView, t: EmailTranslator): string {
  const { kind, brand } = order.paymentMethodWords
  const method = t(`confirmation.order.paymentMethods.${kind}`)
  return brand ? t('confirmation.order.withBrand', { method, brand }) : method
}

/** The resort's name, address and map link from Site settings, so a guest finds the way from the mail alone. */
function resortBlocks(order: OrderView, t: EmailTranslator): MailBlock[] {
  const { seller } = order
  return [
    { kind: 'facts', heading: t('confirmation.resort.heading'), rows: [[t('confirmation.resort.address'), [seller.brandName || seller.name, seller.address]]] },
    ...(/^https:\/\//.test(seller.mapUrl) ? [{ kind: 'link', text: t('confirmation.resort.map'), href: seller.mapUrl } as const] : []),
  ]
}

/** `manageUrl`: the signed link to the order's cancellation page, shown when some line may be cancelled online. */
export function orderConfirmationEmail(order: OrderView, siteUrl: string, manageUrl?: string, now = new Date()): Mail {
  const t = emailTranslator(order.locale)
  const calendar = orderCalendarFile(order, siteUrl, now)
  const codes = doorCodes(order, t)
  const { orderer, billingAddress: billing, seller } = order
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: t('confirmation.intro', { firstName: orderer.firstName }) },
    {
      kind: 'facts',
      heading: t('confirmation.order.heading'),
      rows: [
        [t('confirmation.order.number'), order.orderNumber],
        [t('confirmation.order.date'), t('dateTime', helsinkiMoment(order.createdAt))],
        [t('confirmation.order.paymentMethod'), paymentMethodText(order, t)],
      ],
    },
    ...productBlocks(order, t),
    ...(codes ? [codes.block] : []),
    ...resortBlocks(order, t),
    {
      kind: 'facts',
      heading: t('confirmation.orderer.heading'),
      rows: [
        [t('confirmation.orderer.name'), `${orderer.firstName} ${orderer.lastName}`],
        [t('confirmation.orderer.email'), orderer.email],
        [t('confirmation.orderer.phone'), orderer.phoneNumber],
      ],
    },
    {
      kind: 'facts',
      heading: t('confirmation.billing.heading'),
      rows: [
        [t('confirmation.billing.address'), billing.address],
        [t('confirmation.billing.postalCity'), `${billing.zipCode} ${billing.city}`.trim()],
      ],
    },
    ...(order.additionalInformation.trim()
      ? [{ kind: 'section', heading: t('confirmation.additionalInformation'), text: order.additionalInformation } as const]
      : []),
    totalsBlock(order, t),
    ...(manageUrl && order.lines.some((l) => l.cancellation.policy === 'free')
      ? [{ kind: 'link', text: t('confirmation.manageLink'), href: manageUrl } as const]
      : []),
    ...(calendar ? [{ kind: 'paragraph', text: t('confirmation.calendarAttached') } as const] : []),
    { kind: 'paragraph', text: t('confirmation.withdrawal') },
    {
      kind: 'facts',
      heading: t('confirmation.seller.heading'),
      rows: [
        [t('confirmation.seller.name'), seller.name],
        [t('confirmation.seller.businessId'), seller.businessId],
        [t('confirmation.seller.address'), seller.address],
      ],
    },
    { kind: 'link', text: t('siteLink'), href: siteUrl },
  ]
  const logo = order.seller.logoPath ? { src: new URL(order.seller.logoPath, siteUrl).toString(), alt: order.seller.brandName || seller.name } : undefined
  const doc = { lang: order.locale, title: t('confirmation.title'), blocks, logo }
  const mail: Mail = {
    to: toAddress(orderer.email),
    subject: singleLine(t('confirmation.subject', { orderNumber: order.orderNumber, seller: seller.name })),
    html: renderHtml(doc),
    text: renderText(doc),
  }
  const attachments: MailAttachment[] = [
    ...(codes?.images ?? []),
    ...(calendar ? [{ filename: calendar.filename, content: Buffer.from(calendar.body, 'utf8'), contentType: calendar.contentType }] : []),
  ]
  return { ...mail, ...(attachments.length > 0 ? { attachments } : {}) }
}
