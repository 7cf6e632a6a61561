/**
 * Events as the site shows them (docs/events.md): the events block's list, an event's own page
 * (an `eventPage` block, like an article's), and the calendar form of each for the .ics files.
 * Only events published and written in the page's language.
 */
import type { Payload, Where } from 'payload'
import type { EventPageView, EventTagView, EventView } from '@/domain/blocks'
import type { ContentResponse } from '@/domain/content'
import type { CalendarEvent } from '@/domain/events/event'
import type { RecurrenceRule } from '@/domain/events/recurrence'
import { helsinkiDay } from '@/domain/helsinki'
import { locales, localeIso, type Locale } from '@/domain/locale'
import { eventBasePath, eventUrl, withLocalePrefix } from '@/domain/paths'
import type { Event, Page, Product } from '@/payload-types'
import { doc, imageView } from './views'

const ruleOf = (r: Event['recurrence']): RecurrenceRule | null =>
  r?.freq
    ? {
        freq: r.freq,
        // The admin's date is the last day the event may repeat on, that whole day in Helsinki.
        ...(r.until ? { until: helsinkiDay(new Date(r.until)) } : {}),
        ...(r.interval != null ? { interval: r.interval } : {}),
        ...(r.count != null ? { count: r.count } : {}),
        ...(r.byday?.length ? { byday: r.byday } : {}),
      }
    : null

/** The same event whatever the language, so a calendar app updates it instead of adding a copy. */
const uidOf = (id: number | string) => `event-${id}@kuusirinne`

/** The calendar form of a stored event (for the feed and the search's next date). */
export function eventOfDoc(e: Event): CalendarEvent {
  return {
    uid: uidOf(e.id),
    title: e.title,
    description: e.description,
    location: e.location,
    start: e.start,
    end: e.end,
    url: e.url || null,
    organizer: e.organizerName && e.organizerEmail ? { name: e.organizerName, email: e.organizerEmail } : null,
    recurrence: ruleOf(e.recurrence),
  }
}

export const tagViews = (tags: Event['tags']): EventTagView[] => (tags ?? []).flatMap((t) => (typeof t === 'object' && t ? [{ key: t.key, name: t.name }] : []))

export function eventView(e: Event, locale: Locale): EventView {
  const page = doc<Page>(doc<Product>(e.product)?.page)
  const event = eventOfDoc(e)
  return {
    ...event,
    id: String(e.id),
    url: e.url || null,
    organizer: event.organizer ?? null,
    recurrence: event.recurrence ?? null,
    tags: tagViews(e.tags),
    pageUrl: eventUrl(e.slug ?? '', locale),
    bookUrl: page?.path && page._status !== 'draft' ? withLocalePrefix(page.path, locale) : null,
    image: imageView(e.image),
  }
}

/** The events page of a language: the CMS page at the events base path, when it is published. */
export async function eventsPageUrl(payload: Payload, locale: Locale): Promise<string | null> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { path: { equals: eventBasePath[locale] } },
    locale,
    limit: 1,
    depth: 0,
    select: { path: true },
  })
  return docs[0] ? withLocalePrefix(eventBasePath[locale], locale) : null
}

/** Every event of the language (optionally of some tags), earliest first; the block picks the dates. */
export async function listEvents(payload: Payload, input: { locale: Locale; tagIds: (number | string)[]; draft: boolean }): Promise<EventView[]> {
  const translated: Where = { slug: { exists: true } }
  const { docs } = await payload.find({
    collection: 'events',
    where: input.tagIds.length ? { and: [translated, { tags: { in: input.tagIds } }] } : translated,
    locale: input.locale,
    fallbackLocale: false,
    draft: input.draft,
    sort: 'start',
    pagination: false,
    limit: 0,
    depth: 2,
    overrideAccess: input.draft,
  })
  return docs.map((e) => eventView(e, input.locale))
}

/** The tags events use, for the filter; in the language's names. */
export function usedTags(events: EventView[]): EventTagView[] {
  const byKey = new Map(events.flatMap((e) => e.tags).map((t) => [t.key, t]))
  return [...byKey.values()].sort((a, b) => a.name.localeCompare(b.name))
}

/** An event as a content response: one `eventPage` block, and its address in each language. */
export async function eventContent(payload: Payload, input: { locale: Locale; slug: string; draft: boolean }): Promise<ContentResponse | null> {
  const { docs } = await payload.find({
    collection: 'events',
    where: { slug: { equals: input.slug } },
    locale: input.locale,
    fallbackLocale: false,
    draft: input.draft,
    limit: 1,
    depth: 2,
    overrideAccess: input.draft,
  })
  const event = docs[0]
  if (!event) return null
  const block: EventPageView = {
    blockType: 'eventPage',
    id: `event-${event.id}`,
    event: eventView(event, input.locale),
    eventsPageUrl: await eventsPageUrl(payload, input.locale),
  }
  const slugs = await payload.findByID({
    collection: 'events',
    id: event.id,
    locale: 'all',
    select: { slug: true },
    draft: input.draft,
    overrideAccess: true,
    depth: 0,
  })
  const bySlug = (slugs.slug ?? {}) as unknown as Partial<Record<Locale, string>>
  return {
    content: { contentType: 'eventPage', fields: { body: [block], pageTitle: event.title, entryName: event.title, metaText: event.description.slice(0, 300) } },
    localizedPagePaths: Object.fromEntries(locales.filter((l) => bySlug[l]).map((l) => [localeIso[l], eventUrl(bySlug[l] as string, l)])),
  }
}
