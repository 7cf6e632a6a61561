import { useTranslations } from 'next-intl'
import { SpruceMark } from '@/components/layout/Icon'
import type { OrderView } from '@/domain/checkout/api'
import { CheckoutBox } from './CheckoutBox'

/**
 * The resort as the guest needs it when arriving: logo, name, address and a map link, all from Site
 * settings. Without an uploaded logo the site's own mark stands in, as in the header.
 */
export function ResortFacts({ seller }: { seller: OrderView['seller'] }) {
  const t = useTranslations('checkout.order')
  const name = seller.brandName || seller.name
  if (!name && !seller.address) return null
  return (
    <CheckoutBox headingId="order-resort-title" title={t('resort')}>
      <div className="resort-facts">
        {seller.logoPath ? <img className="resort-facts__logo" src={seller.logoPath} alt="" height={48} /> : <SpruceMark className="resort-facts__logo" />}
        <p className="resort-facts__text">
          <strong>{name}</strong>
          {seller.address ? (
            <>
              <br />
              <span className="visually-hidden">{t('resortAddress')}: </span>
              {seller.address}
            </>
          ) : null}
          {/^https:\/\//.test(seller.mapUrl) ? (
            <>
              <br />
              <a href={seller.mapUrl}>{t('map')}</a>
            </>
          ) : null}
        </p>
      </div>
    </CheckoutBox>
  )
}
