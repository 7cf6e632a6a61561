'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import type { IsoDate } from '@/domain/catalogue'
import { localeIso } from '@/domain/locale'
import { statementYears } from './calendarView'
import { homeownerApi } from './homeownerApi'
import { useErrorText, useHomeownerCall, useLoaded } from './useHomeowner'

type Props = { apartmentId: number; today: IsoDate; idPrefix: string }

/** The owner's yearly statement by month (docs/homeowner.md#the-statement), with the year's CSV. */
export function StatementTable({ apartmentId, today, idPrefix }: Props) {
  const t = useTranslations('homeowner')
  const locale = useLocale()
  const call = useHomeownerCall()
  const errorText = useErrorText()
  const years = statementYears(today)
  const [year, setYear] = useState(years[1]!)
  const answer = useLoaded(() => call((l) => homeownerApi.statement(apartmentId, year, l)), [call, apartmentId, year])
  const iso = localeIso[locale]
  const euros = new Intl.NumberFormat(iso, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  const monthName = new Intl.DateTimeFormat(iso, { month: 'long', timeZone: 'UTC' })
  const statement = answer.status === 'ready' && answer.value.year === year ? answer.value : null

  return (
    <section className="homeowner-section" aria-labelledby={`${idPrefix}-title`}>
      <h3 id={`${idPrefix}-title`}>{t('statementPage.title')}</h3>
      <div className="homeowner-statement__bar">
        <div className="field">
          <label htmlFor={`${idPrefix}-year`} className="field__label">
            {t('statementPage.year')}
          </label>
          <select id={`${idPrefix}-year`} className="field__input field__input--short" value={year} onChange={(e) => setYear(Number(e.target.value))}>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
        <a className="btn btn--secondary" href={homeownerApi.statementCsvUrl(apartmentId, year)} download>
          {t('statementPage.download', { year })}
        </a>
      </div>
      {answer.status === 'failed' ? <p role="alert">{errorText(answer.error, 'loadingFailed')}</p> : null}
      {answer.status !== 'failed' && !statement ? <p role="status">{t('statementPage.loading')}</p> : null}
      {statement ? (
        <div className="homeowner-statement__scroll" tabIndex={0} role="region" aria-labelledby={`${idPrefix}-caption`}>
          <table className="homeowner-statement">
            <caption id={`${idPrefix}-caption`}>{t('statementPage.caption', { year, percent: statement.revenueSharePercent })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('statement.month')}</th>
                <th scope="col">{t('statement.nights')}</th>
                <th scope="col">{t('statement.gross')}</th>
                <th scope="col">{t('statement.net')}</th>
                <th scope="col">{t('statement.share')}</th>
              </tr>
            </thead>
            <tbody>
              {statement.months.map((m) => (
                <tr key={m.month}>
                  <th scope="row">{monthName.format(new Date(`${m.month}-15T12:00:00Z`))}</th>
                  <td>{m.nights}</td>
                  <td>{euros.format(m.grossCents / 100)}</td>
                  <td>{euros.format(m.netCents / 100)}</td>
                  <td>{euros.format(m.ownerShareCents / 100)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('statement.total')}</th>
                <td>{statement.total.nights}</td>
                <td>{euros.format(statement.total.grossCents / 100)}</td>
                <td>{euros.format(statement.total.netCents / 100)}</td>
                <td>{euros.format(statement.total.ownerShareCents / 100)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      ) : null}
    </section>
  )
}
