import { linesMemberSaving } from '@/domain/pricing/memberPrice'
import { useLocale, useTranslations } from 'next-intl'
import { SiteLink as Link } from '@/components/ui/SiteLink'
import type { OrderView } from '@/domain/checkout/api'
import type { Locale } from '@/domain/locale'
import { bookingWhen } from '@/domain/orders/bookingCalendar'
import { localizedPath } from '@/domain/paths'
import { CheckoutBox } from './CheckoutBox'
import { DoorCodes } from './DoorCodes'
import { Facts } from './Facts'
import { instantDate } from './lineFormat'
import { OrderGiftCards } from './OrderGiftCards'
import { OrderGuests } from './OrderGuests'
import { OrderProducts } from './OrderProducts'
import { ResortFacts } from './ResortFacts'
import { TotalsList } from './TotalsList'

/**
 * An accepted order with every field of docs/content-model.md#order: number, date, products, orderer, payment
 * method, billing address, seller and business ID, guests, additional information, promo code,
 * discount, the total without VAT and VAT; and what a guest keeps it for (docs/checkout.md#the-confirmation):
 * the resort's address and map link, check-in and check-out, the room or court, the rate and its
 * terms, the booking for a calendar, and the door codes of passes.
 */
export function OrderConfirmation({ order, calendarUrl = null }: { order: OrderView; calendarUrl?: string | null }) {
  const t = useTranslations('checkout.order')
  const locale = useLocale() as Locale
  const { orderer, billingAddress, seller } = order
  const { kind, brand } = order.paymentMethodWords
  const method = t(`paymentMethods.${kind}`)
  const hasBookings = order.lines.some((line) => !line.cancellation.cancelledAt && bookingWhen(line) !== null)
  return (
    <div className="order-confirmation">
      <CheckoutBox headingId="order-details-title" title={t('heading')}>
        <Facts
          rows={[
            [t('number'), order.orderNumber],
            [t('date'), instantDate(order.createdAt)],
            [t('paymentMethod'), brand ? t('withBrand', { method, brand }) : method],
          ]}
        />
      </CheckoutBox>
      <ResortFacts seller={seller} />
      <OrderProducts lines={order.lines} />
      <DoorCodes lines={order.lines} />
      {calendarUrl && hasBookings ? (
        <p className="order-confirmation__calendar">
          <a href={calendarUrl} download>
            {t('calendar')}
          </a>
        </p>
      ) : null}
      {order.lines.some((line) => line.cancellation.notCancellable === null) ? (
        <p className="order-confirmation__manage">{t.rich('manage', { link: (text) => <Link href={localizedPath('profile', locale)}>{text}</Link> })}</p>
      ) : null}
      <OrderGiftCards giftCards={order.giftCards} />
      <OrderGuests lines={order.lines} />
      <div className="order-confirmation__parties">
        <CheckoutBox headingId="order-orderer-title" title={t('orderer')}>
          <Facts
            rows={[
              [t('name'), `${orderer.firstName} ${orderer.lastName}`],
              [t('email'), orderer.email],
              [t('phone'), orderer.phoneNumber],
            ]}
          />
        </CheckoutBox>
        <CheckoutBox headingId="order-billing-title" title={t('billingAddress')}>
          <Facts
            rows={[
              [t('name'), `${orderer.firstName} ${orderer.lastName}`],
              [t('address'), billingAddress.address],
              [t('postalCity'), [billingAddress.zipCode, billingAddress.city].filter(Boolean).join(' ')],
            ]}
          />
        </CheckoutBox>
        <CheckoutBox headingId="order-seller-title" title={t('seller')}>
          <Facts
            rows={[
              [t('name'), seller.name],
              [t('businessId'), seller.businessId],
              [t('sellerAddress'), seller.address],
            ]}
          />
        </CheckoutBox>
      </div>
      {order.additionalInformation.trim() ? (
        <CheckoutBox headingId="order-info-title" title={t('additionalInformation')}>
          <p className="order-confirmation__info">{order.additionalInformation}</p>
        </CheckoutBox>
      ) : null}
      <CheckoutBox headingId="order-summary-title" title={t('summary')}>
        <TotalsList totals={{ ...order, memberSaving: linesMemberSaving(order.lines) }} />
      </CheckoutBox>
    </div>
  )
}
