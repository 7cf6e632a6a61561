import { NextIntlClientProvider } from 'next-intl'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { ReservationView } from '@/domain/homeowner/api'
import type { Rights } from '@/domain/homeowner/access'
import { catalogues } from '@/i18n/catalogues'
import { homeownerMessages } from './HomeownerMessages'
import { Reservations } from './Reservations'

const own: ReservationView = {
  id: 1,
  kind: 'own',
  from: '2027-02-06',
  to: '2027-02-08',
  slotId: null,
  guests: 2,
  firstName: 'Aino',
  lastName: 'Omistaja',
  mine: true,
}
const usage: ReservationView = {
  id: 2,
  kind: 'usage',
  from: '2027-02-13',
  to: '2027-02-20',
  slotId: '2027-02-13',
  guests: null,
  firstName: 'Eero',
  lastName: 'Osakas',
  mine: false,
}

const render = (rights: Rights, locale: 'fi' | 'en' = 'en') =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} timeZone="Europe/Helsinki" messages={homeownerMessages(catalogues[locale] as never)}>
      <Reservations apartmentId={1} rights={rights} reservations={[own, usage]} idPrefix="r" onDone={() => undefined} />
    </NextIntlClientProvider>,
  )

describe('Reservations', () => {
  it('lists both kinds with dates as dd.MM.yyyy, guests and who reserved', () => {
    const html = render('owner')
    expect(html).toContain('Own accommodation reservation')
    expect(html).toContain('06.02.2027–08.02.2027')
    expect(html).toContain('2 guests · Reserved by Aino Omistaja · yours')
    expect(html).toContain('Time slot booking')
  })

  it('offers deleting every reservation to the owner, a booking co-user only their own, a viewer none', () => {
    const deletes = (html: string) => [...html.matchAll(/aria-label="(Delete [^"]*)"/g)].map((m) => m[1])
    expect(deletes(render('owner'))).toEqual(['Delete 06.02.2027–08.02.2027', 'Delete 13.02.2027–20.02.2027'])
    expect(deletes(render('book'))).toEqual(['Delete 06.02.2027–08.02.2027'])
    expect(deletes(render('view'))).toEqual([])
    expect(render('owner', 'fi')).toContain('Poista 06.02.2027–08.02.2027')
  })
})

describe('homeownerMessages', () => {
  it('gives the page its texts, the form messages and the date texts, not the mail or the rest of the catalogue', () => {
    const picked = homeownerMessages(catalogues.sv as never)
    expect(Object.keys(picked).sort()).toEqual(['checkout', 'form', 'homeowner', 'shop'])
    expect(picked.homeowner).not.toHaveProperty('mail')
    expect(picked.shop).toEqual({ date: catalogues.sv.shop.date })
  })
})
