import { getTranslations } from 'next-intl/server'
import { addMonths, monthGrid } from '@/components/booking/calendarDates'
import { SiteLink as Link } from '@/components/ui/SiteLink'
import { noonUtc, WeekdayRow } from '@/components/ui/WeekdayRow'
import type { EventsView } from '@/domain/blocks'
import type { IsoDate } from '@/domain/catalogue'
import { formatFinnishDate } from '@/domain/helsinki'
import { localeIso, type Locale } from '@/domain/locale'
import { firstValue, type ViewQuery } from '@/domain/viewQuery'
import { daysOf, firstMonthAhead, monthBounds, occurrencesBetween, parseMonth, timeRange, type Occurrence } from './eventDates'

type Props = { block: EventsView; query: ViewQuery; locale: Locale; now: Date }

/**
 * The events page's calendar (docs/events.md#the-events-block): a month as a grid or as a list,
 * filtered by topic, moved month by month. The choices are view parameters of the page's address,
 * so links and a GET form do everything without script.
 */
export async function EventsCalendar({ block, query, locale, now }: Props) {
  const t = await getTranslations('events')
  const date = await getTranslations('shop.date')
  const iso = localeIso[locale]
  const id = `events-${block.id}`
  const view = firstValue(query, 'view') === 'list' ? 'list' : 'month'
  const tag = block.tags.find((candidate) => candidate.key === firstValue(query, 'tag')) ?? null
  const events = tag ? block.events.filter((e) => e.tags.some((x) => x.key === tag.key)) : block.events
  const month = parseMonth(firstValue(query, 'month')) ?? firstMonthAhead(events, now)
  const next = addMonths(month, 1)
  const { from, to } = monthBounds(month, next)
  const shown = occurrencesBetween(events, from, to)
  const monthLabel = new Intl.DateTimeFormat(iso, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(noonUtc(month))
  const link = (changes: { month?: IsoDate; view?: string; tag?: string | null }) => {
    const params = new URLSearchParams()
    params.set('month', (changes.month ?? month).slice(0, 7))
    params.set('view', changes.view ?? view)
    const tagKey = changes.tag === undefined ? tag?.key : changes.tag
    if (tagKey) params.set('tag', tagKey)
    return `?${params.toString()}#${id}`
  }
  const feed = `/proxy/vm-view/v1/events.ics?locale=${locale}${tag ? `&tag=${encodeURIComponent(tag.key)}` : ''}`
  const titleId = `${id}-title`

  return (
    <section className="block events-calendar" id={id} aria-labelledby={titleId}>
      <div className="container">
        <h2 id={titleId} className="block__title">
          {block.title || t('title')}
        </h2>
        <form className="events-calendar__filter" method="get" action={`#${id}`} aria-label={t('filters')}>
          <input type="hidden" name="view" value={view} />
          <div className="field">
            <label className="field__label" htmlFor={`${id}-month`}>
              {t('month')}
            </label>
            <input className="field__input" id={`${id}-month`} type="month" name="month" defaultValue={month.slice(0, 7)} />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-tag`}>
              {t('tag')}
            </label>
            <select className="field__input" id={`${id}-tag`} name="tag" defaultValue={tag?.key ?? ''}>
              <option value="">{t('allTags')}</option>
              {block.tags.map((x) => (
                <option key={x.key} value={x.key}>
                  {x.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn--primary">
            {t('filter')}
          </button>
        </form>
        <div className="events-calendar__bar">
          <Link className="btn btn--secondary" href={link({ month: addMonths(month, -1) })}>
            <span aria-hidden="true">‹ </span>
            {t('previousMonth')}
          </Link>
          <h3 className="events-calendar__month">{monthLabel}</h3>
          <Link className="btn btn--secondary" href={link({ month: next })}>
            {t('nextMonth')}
            <span aria-hidden="true"> ›</span>
          </Link>
        </div>
        <ul className="events-calendar__views" aria-label={t('views')}>
          {(['month', 'list'] as const).map((v) => (
            <li key={v}>
              <Link href={link({ view: v })} aria-current={v === view ? 'page' : undefined}>
                {t(v === 'month' ? 'monthView' : 'listView')}
              </Link>
            </li>
          ))}
        </ul>
        {shown.length === 0 ? (
          <p className="events-calendar__empty">{tag ? t('noEventsWithTag', { tag: tag.name, month: monthLabel }) : t('noEvents', { month: monthLabel })}</p>
        ) : view === 'month' ? (
          <MonthTable month={month} shown={shown} caption={monthLabel} weekdaysShort={date('weekdaysShort').split(' ')} iso={iso} allDay={t('allDay')} />
        ) : (
          <EventList shown={shown} month={month} next={next} allDay={t('allDay')} iso={iso} />
        )}
        <p className="events-calendar__feed">
          <a href={feed}>{tag ? t('subscribeTag', { tag: tag.name }) : t('subscribe')}</a>
        </p>
      </div>
    </section>
  )
}

type TableProps = { month: IsoDate; shown: Occurrence[]; caption: string; weekdaysShort: string[]; iso: string; allDay: string }

function MonthTable({ month, shown, caption, weekdaysShort, iso, allDay }: TableProps) {
  const last = addMonths(month, 1)
  const byDay = new Map<IsoDate, Occurrence[]>()
  for (const o of shown) for (const day of daysOf(o, month, last)) byDay.set(day, [...(byDay.get(day) ?? []), o])
  const dayLabel = new Intl.DateTimeFormat(iso, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })
  return (
    <table className="events-month">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <WeekdayRow shortNames={weekdaysShort} iso={iso} />
      </thead>
      <tbody>
        {monthGrid(month).map((week) => (
          <tr key={week.find(Boolean) ?? ''}>
            {week.map((day, i) =>
              day ? (
                <td key={day} className={byDay.has(day) ? 'events-month__day events-month__day--busy' : 'events-month__day'}>
                  <span className="events-month__date" aria-hidden="true">
                    {Number(day.slice(8))}
                  </span>
                  <span className="visually-hidden">{dayLabel.format(noonUtc(day))}</span>
                  {byDay.has(day) ? (
                    <ul className="events-month__events">
                      {byDay.get(day)!.map((o) => (
                        <li key={`${o.event.id}-${o.start.toISOString()}`}>
                          <Link href={o.event.pageUrl}>
                            <span className="events-month__time">{o.allDay ? allDay : timeRange(o)}</span> {o.event.title}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </td>
              ) : (
                <td key={`empty-${i}`} className="events-month__day events-month__day--out" />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

type ListProps = { shown: Occurrence[]; month: IsoDate; next: IsoDate; allDay: string; iso: string }

/** The month as a list of days, each with its events: the view for phones and screen readers. */
function EventList({ shown, month, next, allDay, iso }: ListProps) {
  const dayHeading = new Intl.DateTimeFormat(iso, { weekday: 'long', day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC' })
  const days = new Map<IsoDate, Occurrence[]>()
  for (const o of shown) {
    const day = o.firstDay < month ? month : o.firstDay
    if (day < next) days.set(day, [...(days.get(day) ?? []), o])
  }
  return (
    <ol className="events-list">
      {[...days].map(([day, list]) => (
        <li key={day} className="events-list__day">
          <h4 className="events-list__date">
            <time dateTime={day}>{dayHeading.format(noonUtc(day))}</time>
          </h4>
          <ul className="events-list__events">
            {list.map((o) => (
              <li key={`${o.event.id}-${o.start.toISOString()}`} className="events-list__event">
                <p className="events-list__when">
                  {o.allDay ? (o.firstDay === o.lastDay ? allDay : `${formatFinnishDate(o.firstDay)}–${formatFinnishDate(o.lastDay)}`) : timeRange(o)}
                </p>
                <p className="events-list__title">
                  <Link href={o.event.pageUrl}>{o.event.title}</Link>
                </p>
                <p className="events-list__where">{o.event.location}</p>
                {o.event.tags.length > 0 ? (
                  <ul className="tags">
                    {o.event.tags.map((x) => (
                      <li key={x.key} className="tag">
                        {x.name}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  )
}
