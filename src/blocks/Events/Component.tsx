import { getLocale } from 'next-intl/server'
import { EventsCalendar } from '@/components/events/EventsCalendar'
import { UpcomingEvents } from '@/components/events/UpcomingEvents'
import type { EventsView } from '@/domain/blocks'
import type { Locale } from '@/domain/locale'
import type { BlockProps } from '../RenderBlocks'

/** Events: the calendar of the events page, or the next few (docs/events.md#the-events-block). */
export async function EventsBlock({ block, query, first }: BlockProps<EventsView>) {
  const locale = (await getLocale()) as Locale
  const now = new Date()
  return block.mode === 'calendar' ? (
    <EventsCalendar block={block} query={query} locale={locale} now={now} />
  ) : (
    <UpcomingEvents block={block} now={now} first={first} />
  )
}
