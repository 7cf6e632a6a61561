import { getTranslations } from 'next-intl/server'
import { CmsImage } from '@/components/ui/CmsImage'
import { SiteLink as Link } from '@/components/ui/SiteLink'
import { Heading } from '@/components/layout/Heading'
import type { EventsView } from '@/domain/blocks'
import { formatFinnishDate } from '@/domain/helsinki'
import { occurrencesBetween, timeRange } from './eventDates'

/** How far ahead the block looks for the next events. */
const aheadMs = 400 * 86_400_000

/** The next few events as cards, each once at its next date, and a link to the events page. */
export async function UpcomingEvents({ block, now, first }: { block: EventsView; now: Date; first: boolean }) {
  const t = await getTranslations('events')
  const seen = new Set<string>()
  const next = occurrencesBetween(block.events, now, new Date(now.getTime() + aheadMs))
    .filter((o) => !seen.has(o.event.id) && seen.add(o.event.id))
    .slice(0, block.limit)
  const titleId = `events-${block.id}-title`
  return (
    <section className="block events-upcoming" aria-labelledby={block.title ? titleId : undefined}>
      <div className="container">
        {block.title ? (
          <h2 id={titleId} className="block__title">
            {block.title}
          </h2>
        ) : null}
        {next.length === 0 ? (
          <p>{t('noUpcoming')}</p>
        ) : (
          <ul className="card-grid">
            {next.map((o, i) => (
              <li key={o.event.id} className="card card--linked">
                {o.event.image ? (
                  <div className="card__media">
                    <CmsImage image={o.event.image} sizes="(min-width: 992px) 380px, (min-width: 480px) 50vw, 100vw" priority={first && i < 3} decorative />
                  </div>
                ) : null}
                <div className="card__body">
                  <Heading level={block.title ? 3 : 2} className="card__title">
                    <Link href={o.event.pageUrl} className="card__link">
                      {o.event.title}
                    </Link>
                  </Heading>
                  <p className="card__meta">
                    <time dateTime={o.start.toISOString()}>{formatFinnishDate(o.firstDay)}</time>
                    {o.allDay ? (o.lastDay !== o.firstDay ? `–${formatFinnishDate(o.lastDay)}` : '') : ` ${timeRange(o)}`}
                  </p>
                  <p className="card__text">{o.event.location}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
        {block.eventsPageUrl ? (
          <p className="events-upcoming__all">
            <Link href={block.eventsPageUrl} className="btn btn--secondary">
              {t('allEvents')}
            </Link>
          </p>
        ) : null}
      </div>
    </section>
  )
}
