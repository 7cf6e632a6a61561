'use client'

import { useTranslations } from 'next-intl'
import { daysBetween, formatFinnishDate } from '@/domain/helsinki'
import type { ApartmentView } from '@/domain/homeowner/api'

/** The apartment's name, unit, the viewer's rights, the agreement and the own periods. */
export function ApartmentFacts({ apartment, headingId }: { apartment: ApartmentView; headingId: string }) {
  const t = useTranslations('homeowner')
  const { agreement } = apartment
  const slotDays = (slots: { from: string; to: string }[]) => (slots[0] ? daysBetween(slots[0].from, slots[0].to) : 0)
  return (
    <div className="homeowner-facts">
      <h2 id={headingId} className="homeowner-facts__title">
        {apartment.name}
      </h2>
      <dl className="homeowner-facts__list" aria-label={t('apartment.facts')}>
        <div>
          <dt>{t('apartment.unit')}</dt>
          <dd>{apartment.unitCode}</dd>
        </div>
        <div>
          <dt>{t('apartment.rights')}</dt>
          <dd>{t(`page.rights.${apartment.rights}`)}</dd>
        </div>
        <div>
          <dt>{t('apartment.capacity')}</dt>
          <dd>{apartment.capacity}</dd>
        </div>
        <div>
          <dt>{t('apartment.agreement')}</dt>
          <dd>
            {!agreement
              ? t('apartment.noAgreement')
              : agreement.to
                ? t('apartment.agreementValid', { from: formatFinnishDate(agreement.from), to: formatFinnishDate(agreement.to) })
                : t('apartment.agreementOpen', { from: formatFinnishDate(agreement.from) })}
          </dd>
        </div>
        {apartment.revenueSharePercent !== undefined ? (
          <div>
            <dt>{t('apartment.share')}</dt>
            <dd>{apartment.revenueSharePercent} %</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('apartment.ownPeriods')}</dt>
          <dd>
            {apartment.ownPeriods.length === 0 ? (
              t('apartment.noOwnPeriods')
            ) : (
              <ul className="homeowner-facts__periods">
                {apartment.ownPeriods.map((p) => (
                  <li key={p.from}>
                    {t('calendar.period', { from: formatFinnishDate(p.from), to: formatFinnishDate(p.to) })}
                    {p.slots.length > 0 ? ` (${t('apartment.slotted', { days: slotDays(p.slots) })})` : null}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
    </div>
  )
}
