/**
 * The demo's events and map points (docs/events.md, docs/content-model.md#map-points), in fi, en and
 * sv. Events are dated from the seeding day, so the calendar always has a coming year to show.
 */
import type { Payload, PayloadRequest } from 'payload'
import { helsinkiDay, helsinkiInstant } from '@/domain/helsinki'
import { locales, type Locale } from '@/domain/locale'
import { seedEvents } from './content/events'
import { seedMapPoints } from './content/mapPoints'
import type { SeedLink } from './content/types'
import type { SeedIds } from './convert'

const others = locales.filter((l) => l !== 'fi')

async function productIds(payload: Payload, req: PayloadRequest): Promise<Map<string, number>> {
  const { docs } = await payload.find({ collection: 'products', pagination: false, limit: 0, depth: 0, select: { code: true }, req })
  return new Map(docs.map((p) => [p.code, Number(p.id)]))
}

export async function seedEventDocs(req: PayloadRequest, payload: Payload, ids: SeedIds, now: Date) {
  const products = await productIds(payload, req)
  for (const event of seedEvents(helsinkiDay(now))) {
    const fields = (locale: Locale) => ({
      title: event.title[locale],
      slug: event.slug[locale],
      description: event.description[locale],
      location: event.location[locale],
      _status: 'published' as const,
    })
    const rule = event.recurrence
    const doc = await payload.create({
      collection: 'events',
      data: {
        ...fields('fi'),
        start: helsinkiInstant(event.start.day, event.start.time).toISOString(),
        end: helsinkiInstant(event.end.day, event.end.time).toISOString(),
        recurrence: rule
          ? {
              freq: rule.freq,
              interval: rule.interval,
              count: rule.count,
              // A rule's last day ends at midnight after it, in Helsinki.
              until: rule.until ? helsinkiInstant(rule.until, '23:59').toISOString() : undefined,
              byday: rule.byday,
            }
          : undefined,
        url: event.url,
        organizerName: event.organizer?.name,
        organizerEmail: event.organizer?.email,
        product: event.productCode ? products.get(event.productCode) : undefined,
        tags: event.tags.map((t) => ids.tags.get(t)).filter((t) => t !== undefined),
        image: event.image ? ids.media.get(event.image) : undefined,
      },
      locale: 'fi',
      req,
    })
    for (const locale of others) await payload.update({ collection: 'events', id: doc.id, data: fields(locale), locale, req })
  }
}

/** A map point links to a page or an article (the map's link kinds). */
function mapLink(link: SeedLink, ids: SeedIds) {
  if (link.kind === 'page') return { contentType: 'standardPage' as const, page: ids.pages.get(link.pageKey) }
  if (link.kind === 'article') return { contentType: 'article' as const, article: ids.articles.get(link.articleKey) }
  throw new Error(`A map point cannot link to a ${link.kind}`)
}

export async function seedMapPointDocs(req: PayloadRequest, payload: Payload, ids: SeedIds) {
  for (const point of seedMapPoints) {
    const fields = (locale: Locale) => ({ name: point.name[locale], description: point.description[locale], openingHours: point.openingHours?.[locale] })
    // The link group is always there; a point without a link leaves its page empty.
    const link = point.link ? mapLink(point.link, ids) : { contentType: 'standardPage' as const }
    const doc = await payload.create({
      collection: 'map-points',
      data: {
        ...fields('fi'),
        tag: point.tag,
        x: point.x,
        y: point.y,
        link,
      },
      locale: 'fi',
      req,
    })
    for (const locale of others) await payload.update({ collection: 'map-points', id: doc.id, data: fields(locale), locale, req })
  }
}
