/**
 * The admin dashboard's "Today" panel (docs/admin.md#dashboard): today's arrivals, unpaid holds and
 * refund_due orders, each linking to its order. A server component: it reads the database directly
 * and shows nothing to anyone but staff.
 */
import { helsinkiDay, helsinkiTime, formatFinnishDate } from '@/domain/helsinki'
import { localeFromIso } from '@/domain/locale'
import { dashboardTexts } from '@/i18n/admin/dashboard'
import { sql } from '@/server/db'
import { readArrivals, readRefundDue, readUnpaidHolds, type DashboardOrder } from '@/server/db/dashboardStore'
import { adminEuros } from './euros'
import './todayDashboard.css'

type Props = { i18n?: { language?: string }; user?: { collection?: string } | null }

export async function TodayDashboard({ i18n, user }: Props) {
  if (user?.collection !== 'users') return null
  const language = i18n?.language ?? 'fi'
  const text = dashboardTexts[localeFromIso(language)]
  const now = new Date()
  const db = sql()
  const [arrivals, holds, refundDue] = await Promise.all([readArrivals(db, helsinkiDay(now)), readUnpaidHolds(db, now), readRefundDue(db)])
  const list = (id: string, title: string, orders: DashboardOrder[], note?: (at: Date) => string) => (
    <section className="today-dashboard__list" aria-labelledby={id}>
      <h3 id={id}>
        {title} ({orders.length})
      </h3>
      {orders.length === 0 ? (
        <p>{text.none}</p>
      ) : (
        <ul>
          {orders.map((o) => (
            <li key={o.id}>
              <a href={`/admin/collections/orders/${o.id}`}>{o.orderNumber}</a> {o.name}, {adminEuros(o.totalWithTax, language)}
              {note && o.at ? `, ${note(new Date(o.at))}` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
  return (
    <section className="today-dashboard" aria-labelledby="today-dashboard-title">
      <h2 id="today-dashboard-title">
        {text.title} {formatFinnishDate(helsinkiDay(now))}
      </h2>
      <div className="today-dashboard__lists">
        {list('today-arrivals', text.arrivals, arrivals)}
        {list('today-holds', text.holds, holds, (at) => text.holdUntil.replace('{time}', helsinkiTime(at)))}
        {list('today-refund-due', text.refundDue, refundDue, (at) => text.since.replace('{date}', formatFinnishDate(helsinkiDay(at))))}
      </div>
    </section>
  )
}
