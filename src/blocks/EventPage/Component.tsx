import { getLocale, getTranslations } from 'next-intl/server'
import { AddToCalendar } from '@/components/islands'
import { occurrencesBetween, timeRange, type Occurrence } from '@/components/events/eventDates'
import { recurrenceText } from '@/components/events/recurrenceText'
import { CmsImage } from '@/components/ui/CmsImage'
import { SiteLink as Link } from '@/components/ui/SiteLink'
import type { EventPageView } from '@/domain/blocks'
import { calendarEventOf } from '@/domain/events/calendarEventOf'
import { googleCalendarUrl, outlookCalendarUrl } from '@/domain/events/calendarLinks'
import { formatFinnishDate } from '@/domain/helsinki'
import type { Locale } from '@/domain/locale'
import type { BlockProps } from '../RenderBlocks'

/** How far ahead an event's next dates are listed, and how many. */
const aheadMs = 400 * 86_400_000
const nextDatesShown = 8

function when(o: Occurrence, allDay: string): string {
  if (o.allDay)
    return o.firstDay === o.lastDay
      ? `${formatFinnishDate(o.firstDay)} ${allDay.toLowerCase()}`
      : `${formatFinnishDate(o.firstDay)}–${formatFinnishDate(o.lastDay)}`
  return `${formatFinnishDate(o.firstDay)} ${timeRange(o)}`
}

/** One event's page (docs/events.md#an-events-page): when and where, what, booking, calendar files and the next dates. */
export async function EventPageBlock({ block }: BlockProps<EventPageView>) {
  const { event } = block
  const [t, meta, locale] = await Promise.all([getTranslations('events'), getTranslations('meta'), getLocale()])
  const now = new Date()
  const upcoming = occurrencesBetween([event], now, new Date(now.getTime() + aheadMs), nextDatesShown)
  const [first] = occurrencesBetween([event], new Date(event.start), new Date(new Date(event.end).getTime() + 1), 1)
  const shown = upcoming[0] ?? first
  const newTab = ` (${t('opensInNewTab')})`
  return (
    <article className="event-page">
      <div className="container">
        <h1 className="event-page__title">{event.title}</h1>
        {event.image ? (
          <div className="event-page__image">
            <CmsImage image={event.image} sizes="(min-width: 1180px) 1180px, 100vw" priority />
          </div>
        ) : null}
        <dl className="event-page__facts">
          <dt>{t('when')}</dt>
          <dd>
            {shown ? <time dateTime={shown.start.toISOString()}>{when(shown, t('allDay'))}</time> : null}
            {event.recurrence ? <span className="event-page__rule">{recurrenceText(t, event.recurrence, locale as Locale)}</span> : null}
            {upcoming.length === 0 ? <span className="event-page__ended">{t('ended')}</span> : null}
          </dd>
          <dt>{t('where')}</dt>
          <dd>{event.location}</dd>
          {event.organizer ? (
            <>
              <dt>{t('organizer')}</dt>
              <dd>
                {event.organizer.name}, <a href={`mailto:${event.organizer.email}`}>{event.organizer.email}</a>
              </dd>
            </>
          ) : null}
        </dl>
        <div className="event-page__description">
          {event.description.split(/\n\s*\n/).map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </div>
        {event.bookUrl || event.url ? (
          <p className="event-page__actions">
            {event.bookUrl ? (
              <Link className="btn btn--primary" href={event.bookUrl}>
                {t('book')}
              </Link>
            ) : null}
            {event.url ? (
              <a className="btn btn--secondary" href={event.url} target="_blank" rel="noopener noreferrer">
                {t('moreInfo')}
                <span className="visually-hidden">{newTab}</span>
              </a>
            ) : null}
          </p>
        ) : null}
        {event.tags.length > 0 ? (
          <ul className="tags" aria-label={t('tag')}>
            {event.tags.map((x) => (
              <li key={x.key} className="tag">
                {x.name}
              </li>
            ))}
          </ul>
        ) : null}
        <section className="event-page__calendar" aria-labelledby={`${block.id}-calendar`}>
          <h2 id={`${block.id}-calendar`}>{t('addToCalendar')}</h2>
          <div className="event-page__calendar-links">
            <AddToCalendar
              event={calendarEventOf(event)}
              prodId={`-//${meta('siteName')}//Events//${locale.toUpperCase()}`}
              label={t('download')}
              errorText={t('fileError')}
            />
            <a className="btn btn--secondary" href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
              {t('google')}
              <span className="visually-hidden">{newTab}</span>
            </a>
            <a className="btn btn--secondary" href={outlookCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
              {t('outlook')}
              <span className="visually-hidden">{newTab}</span>
            </a>
          </div>
        </section>
        {event.recurrence && upcoming.length > 1 ? (
          <section aria-labelledby={`${block.id}-dates`}>
            <h2 id={`${block.id}-dates`}>{t('nextDates')}</h2>
            <ul className="event-page__dates">
              {upcoming.map((o) => (
                <li key={o.start.toISOString()}>
                  <time dateTime={o.start.toISOString()}>{when(o, t('allDay'))}</time>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {block.eventsPageUrl ? (
          <p>
            <Link href={block.eventsPageUrl}>{t('allEvents')}</Link>
          </p>
        ) : null}
      </div>
    </article>
  )
}
