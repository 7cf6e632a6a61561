import 'server-only'
/**
 * GET vm-view/v1/events.ics (docs/api.md#events-feed): every published event of the language, or
 * of one topic, as a calendar file that calendar apps subscribe to. Anyone may read it.
 */
import { calendarEventOf } from '@/domain/events/calendarEventOf'
import { calendarEvent } from '@/domain/events/event'
import { icsCalendar, icsFeedMimeType } from '@/domain/events/icsFile'
import type { Locale } from '@/domain/locale'
import type { TextFile } from '@/server/http/fileResponse'
import type { ServiceResult } from '@/server/http/serviceResult'
import { getPayloadClient } from '@/server/payload'
import { listEvents } from './events'

export type FeedDeps = { locale: Locale; now: Date; siteName: string }

export async function eventsFeed(deps: FeedDeps, input: { tag?: string }): Promise<ServiceResult<TextFile, 404>> {
  const payload = await getPayloadClient()
  let tagIds: (number | string)[] = []
  let name = deps.siteName
  if (input.tag) {
    const { docs } = await payload.find({ collection: 'tags', where: { key: { equals: input.tag } }, locale: deps.locale, limit: 1, depth: 0 })
    if (!docs[0]) return { ok: false, status: 404, message: `No topic ${input.tag}` }
    tagIds = [docs[0].id]
    name = `${deps.siteName}: ${docs[0].name}`
  }
  const events = await listEvents(payload, { locale: deps.locale, tagIds, draft: false })
  // One event the calendar cannot write (an old rule, say) must not take the whole feed down.
  const writable = events.map(calendarEventOf).filter((e) => {
    try {
      calendarEvent(e)
      return true
    } catch (error) {
      console.error(`[events] event ${e.uid} left out of the feed`, error instanceof Error ? error.message : error)
      return false
    }
  })
  const body = icsCalendar(writable, { prodId: `-//${deps.siteName}//Events//${deps.locale.toUpperCase()}`, now: deps.now, name })
  return { ok: true, value: { body, contentType: icsFeedMimeType, filename: `events-${deps.locale}${input.tag ? `-${input.tag}` : ''}.ics` } }
}
