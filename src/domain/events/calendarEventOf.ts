import type { EventView } from '../blocks'
import type { CalendarEvent } from './event'

/** An event as its calendar file needs it, without the page's extras (topics, images, links). */
export const calendarEventOf = ({ uid, title, description, location, start, end, url, organizer, recurrence }: EventView): CalendarEvent => ({
  uid,
  title,
  description,
  location,
  start,
  end,
  url,
  organizer,
  recurrence,
})
