import { useTranslations } from 'next-intl'
import type { OrderView } from '@/domain/checkout/api'
import { Facts } from './Facts'
import { instantDate } from './lineFormat'
import { OrderGiftCards } from './OrderGiftCards'
import { OrderGuests } from './OrderGuests'
import { OrderProducts } from './OrderProducts'
import { TotalsList } from './TotalsList'

/**
 * An accepted order with every field of spec §3 "Order": number, date, products, orderer, payment
 * method, billing address, seller and business ID, guests, additional information, promo code,
 * discount, the VAT 0 % total and VAT.
 */
export function OrderConfirmation({ order }: { order: OrderView }) {
  const t = useTranslations('checkout.order')
  const { orderer, billingAddress, seller } = order
  return (
    <div className="order-confirmation">
      <section className="checkout-box" aria-labelledby="order-details-title">
        <h3 id="order-details-title">{t('heading')}</h3>
        <Facts
          rows={[
            [t('number'), order.orderNumber],
            [t('date'), instantDate(order.createdAt)],
            [t('paymentMethod'), order.paymentMethod],
          ]}
        />
      </section>
      <OrderProducts lines={order.lines} />
      <OrderGiftCards giftCards={order.giftCards} />
      <OrderGuests lines={order.lines} />
      <div className="order-confirmation__parties">
        <section className="checkout-box" aria-labelledby="order-orderer-title">
          <h3 id="order-orderer-title">{t('orderer')}</h3>
          <Facts
            rows={[
              [t('name'), `${orderer.firstName} ${orderer.lastName}`],
              [t('email'), orderer.email],
              [t('phone'), orderer.phoneNumber],
            ]}
          />
        </section>
        <section className="checkout-box" aria-labelledby="order-billing-title">
          <h3 id="order-billing-title">{t('billingAddress')}</h3>
          <Facts
            rows={[
              [t('name'), `${orderer.firstName} ${orderer.lastName}`],
              [t('address'), billingAddress.address],
              [t('postalCity'), [billingAddress.zipCode, billingAddress.city].filter(Boolean).join(' ')],
            ]}
          />
        </section>
        <section className="checkout-box" aria-labelledby="order-seller-title">
          <h3 id="order-seller-title">{t('seller')}</h3>
          <Facts
            rows={[
              [t('name'), seller.name],
              [t('businessId'), seller.businessId],
              [t('sellerAddress'), seller.address],
            ]}
          />
        </section>
      </div>
      {order.additionalInformation.trim() ? (
        <section className="checkout-box" aria-labelledby="order-info-title">
          <h3 id="order-info-title">{t('additionalInformation')}</h3>
          <p className="order-confirmation__info">{order.additionalInformation}</p>
        </section>
      ) : null}
      <section className="checkout-box" aria-labelledby="order-summary-title">
        <h3 id="order-summary-title">{t('summary')}</h3>
        <TotalsList totals={order} />
      </section>
    </div>
  )
}
