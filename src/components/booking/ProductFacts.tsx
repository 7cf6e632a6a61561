import { getLocale, getTranslations } from 'next-intl/server'
import type { ProductView } from '@/domain/catalogue'
import { formatFinnishDate, isIsoDate } from '@/domain/helsinki'
import { formatPrice } from '@/domain/money'
import { ProductText } from './ProductDescription'

/** `text`: free text staff write in light markdown (a course programme, say), rendered as paragraphs and lists. */
type Fact = { label: string; value: string | string[]; text?: boolean }

/** The details of a product's kind (docs/content-model.md#product-and-category) as a definition list (server-rendered). */
export async function ProductFacts({ product, compact = false }: { product: ProductView; compact?: boolean }) {
  const t = await getTranslations('shop.facts')
  const locale = await getLocale()
  const d = product.details
  const date = (day: string) => (isIsoDate(day) ? formatFinnishDate(day) : day)
  const price = d.price ?? product.unitPrice ?? product.erpStartingPrice
  const facts: (Fact | null)[] = [
    product.capacity ? { label: t('capacity'), value: t('capacityValue', { count: product.capacity }) } : null,
    d.durationMinutes ? { label: t('duration'), value: t('minutes', { count: d.durationMinutes }) } : null,
    d.sport ? { label: t('sport'), value: d.sport } : null,
    d.ageGroup ? { label: t('ageGroup'), value: t(`ageGroups.${d.ageGroup}`) } : null,
    d.checkIn ? { label: t('checkIn'), value: d.checkIn } : null,
    d.checkOut ? { label: t('checkOut'), value: d.checkOut } : null,
    d.onlineCheckIn ? { label: t('onlineCheckIn'), value: t('yes') } : null,
    d.sleepingType ? { label: t('sleepingType'), value: d.sleepingType } : null,
    d.meals ? { label: t('meals'), value: d.meals, text: true } : null,
    d.amenities && d.amenities.length > 0 && !compact ? { label: t('amenities'), value: d.amenities } : null,
    d.programme && !compact ? { label: t('programme'), value: d.programme, text: true } : null,
    d.accommodation ? { label: t('accommodation'), value: d.accommodation, text: true } : null,
    d.cancellation && !compact ? { label: t('cancellation'), value: d.cancellation, text: true } : null,
    d.degreeTitle ? { label: t('degreeTitle'), value: d.degreeTitle } : null,
    d.applicationPeriod ? { label: t('applicationPeriod'), value: `${date(d.applicationPeriod.from)}–${date(d.applicationPeriod.to)}` } : null,
    d.length ? { label: t('length'), value: d.length } : null,
    product.kind === 'education' && price !== null ? { label: t('price'), value: price === 0 ? t('free') : formatPrice(price, locale) } : null,
    d.competencePoints ? { label: t('competencePoints'), value: t('points', { count: d.competencePoints }) } : null,
    d.startTime ? { label: t('startTime'), value: d.startTime } : null,
    d.implementation && !compact ? { label: t('implementation'), value: d.implementation, text: true } : null,
    d.contact && !compact ? { label: t('contact'), value: d.contact, text: true } : null,
  ]
  const shown = facts.filter((f): f is Fact => f !== null)
  if (shown.length === 0) return null
  return (
    <dl className={`facts${compact ? ' facts--compact' : ''}`}>
      {shown.map((fact) => (
        <div key={fact.label} className="facts__row">
          <dt>{fact.label}</dt>
          <dd>
            {Array.isArray(fact.value) ? (
              <ul className="facts__tags">
                {fact.value.map((v) => (
                  <li key={v}>{v}</li>
                ))}
              </ul>
            ) : fact.text ? (
              <ProductText text={fact.value} className="facts__text" lineBreaks />
            ) : (
              <span className="pre-line">{fact.value}</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}
