/** The places of the resort map (docs/content-model.md#map-points), in one language, for the map block. */
import type { Payload } from 'payload'
import type { MapPointView } from '@/domain/blocks'
import type { Locale } from '@/domain/locale'
import type { MapPoint } from '@/payload-types'
import { linkView, type LinkGroup } from './views'

export function mapPointView(p: MapPoint, locale: Locale): MapPointView {
  return {
    id: String(p.id),
    name: p.name,
    description: p.description ?? '',
    tag: p.tag,
    x: p.x,
    y: p.y,
    openingHours: p.openingHours ?? '',
    link: p.link ? linkView({ ...(p.link as LinkGroup), label: p.name }, locale) : null,
  }
}

/** Every place, in a stable order (by name in the language), so the numbers on the plan and in the list stay put. */
export async function listMapPoints(payload: Payload, locale: Locale): Promise<MapPointView[]> {
  const { docs } = await payload.find({ collection: 'map-points', locale, pagination: false, limit: 0, depth: 1, sort: 'name' })
  return docs.map((p) => mapPointView(p, locale)).sort((a, b) => a.name.localeCompare(b.name, locale))
}
