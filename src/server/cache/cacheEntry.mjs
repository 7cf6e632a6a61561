// @ts-check
// What the Redis cache handler stores for each of Next's cache entries, and how it is written to and
// read from a Redis string. Pure: no Redis, no Next.

/**
 * @typedef {{ revalidate?: number | false; expire?: number }} CacheControl
 * @typedef {{ kind?: string; headers?: Record<string, unknown> } & Record<string, unknown>} CacheValue
 * @typedef {{ lastModified: number; tags: string[]; cacheControl?: CacheControl; value: CacheValue | null }} CacheEntry
 */

/** The header in which Next lists a rendered page's or route's tags (the data it read, and its paths). */
const tagsHeader = 'x-next-cache-tags'

/**
 * The tags whose revalidation makes the entry stale: a data entry (`unstable_cache`, fetch) is given
 * them by its caller; a page or route carries them in its headers.
 * @param {CacheValue | null} value
 * @param {{ tags?: string[] } | undefined} ctx
 * @returns {string[]}
 */
export function tagsOf(value, ctx) {
  if (value?.kind === 'FETCH') return [...(ctx?.tags ?? [])]
  const header = value?.headers?.[tagsHeader]
  return typeof header === 'string' && header !== '' ? header.split(',') : []
}

/**
 * True when one of the entry's tags was revalidated at or after the entry was written. `times` are
 * the tags' revalidation times in ms (Redis answers strings, a missing tag null).
 * @param {number} lastModified
 * @param {Array<string | number | null | undefined>} times
 */
export function revalidatedSince(lastModified, times) {
  return times.some((time) => time != null && Number(time) >= lastModified)
}

/**
 * Seconds Redis keeps an entry: its own `expire` when Next gave one, never more than `capSeconds`,
 * so pages nobody asks for any more (a deleted page, an old query) do not pile up.
 * @param {CacheControl | undefined} cacheControl
 * @param {number} capSeconds
 */
export function keepSeconds(cacheControl, capSeconds) {
  const expire = cacheControl?.expire
  return typeof expire === 'number' && expire > 0 ? Math.min(Math.ceil(expire), capSeconds) : capSeconds
}

/**
 * Pages carry binary parts (the RSC payload, per-segment data in a Map); JSON keeps them as base64.
 * @this {Record<string, unknown>}
 * @param {string} key
 * @param {unknown} value
 */
function replacer(key, value) {
  const raw = this[key]
  if (raw instanceof Uint8Array) return { $buffer: Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('base64') }
  if (raw instanceof Map) return { $map: [...raw] }
  return value
}

/**
 * @param {string} _key
 * @param {unknown} value
 */
function reviver(_key, value) {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const tagged = /** @type {{ $buffer?: unknown; $map?: unknown }} */ (value)
    if (typeof tagged.$buffer === 'string' && Object.keys(value).length === 1) return Buffer.from(tagged.$buffer, 'base64')
    if (Array.isArray(tagged.$map) && Object.keys(value).length === 1) return new Map(tagged.$map)
  }
  return value
}

/** @param {CacheEntry} entry */
export const encodeEntry = (entry) => JSON.stringify(entry, replacer)

/**
 * An entry written by this handler, or null for anything else (a key of another format is a miss).
 * @param {string} text
 * @returns {CacheEntry | null}
 */
export function decodeEntry(text) {
  try {
    const entry = JSON.parse(text, reviver)
    return entry && typeof entry.lastModified === 'number' && Array.isArray(entry.tags) && 'value' in entry ? entry : null
  } catch {
    return null
  }
}
