// @ts-check
// Next's cache handler (`cacheHandler` in next.config.ts, set only when REDIS_URL is): rendered pages,
// route answers and `unstable_cache` data live in Redis, shared by every app process, and a tag
// revalidated in one process is stale in all of them at once.
//
// - get: this process's memory first, else Redis; either way the entry's tags are checked against
//   the revalidation times in Redis (one HMGET), so a publish handled by another process counts at
//   the next request here, not when a message arrives.
// - set: memory and Redis, with the entry's lifetime (`cacheControl`), which lets a process serve a
//   page another process rendered with the page's own lifetime (Next 16.4 reads it back from get).
// - revalidateTag: records the tags' time in Redis and tells every process (redisLink.mjs). Next 16's
//   `revalidateTag(tag, profile)` passes the profile's `expire`; entries here expire at once whatever
//   it is (this app calls `revalidateTag(tag, { expire: 0 })`), which never serves content staff
//   replaced, at the cost of rendering in the foreground.
// - Redis away: memory and rendering carry on, one warning is logged, revalidations are written
//   when it is back.
//
// Plain JavaScript: Node loads it itself (Next imports the file named in the config at run time).
import { receiveChanges } from './changeSignals.mjs'
import { decodeEntry, encodeEntry, keepSeconds, revalidatedSince, tagsOf } from './cacheEntry.mjs'
import { createMemoryTier } from './memoryTier.mjs'
import { processRedisLink } from './redisLink.mjs'

/** Redis forgets an entry nobody rewrote for a week (a deleted page, an old query string). */
const keepAtMostSeconds = 7 * 24 * 3600
const defaultMemoryBytes = 50 * 1024 * 1024

/**
 * @typedef {import('./cacheEntry.mjs').CacheEntry} CacheEntry
 * @typedef {import('./cacheEntry.mjs').CacheValue} CacheValue
 * @typedef {import('./redisLink.mjs').RedisLink} RedisLink
 * @typedef {{ kind?: string; tags?: string[]; softTags?: string[]; fetchCache?: boolean; cacheControl?: import('./cacheEntry.mjs').CacheControl }} Context
 */

/**
 * The handler's work, on a given link (tests give their own).
 * @param {RedisLink} link
 * @param {{ maxMemoryBytes?: number; now?: () => number }} [options]
 */
export function createCacheStore(link, { maxMemoryBytes = defaultMemoryBytes, now = Date.now } = {}) {
  /** @type {ReturnType<typeof createMemoryTier<CacheEntry>>} */
  const memory = createMemoryTier(maxMemoryBytes)

  /** @param {CacheEntry} entry @param {Context | undefined} ctx */
  const tagsToCheck = (entry, ctx) => [...new Set([...entry.tags, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])])]

  /** @param {CacheEntry} entry @param {Context | undefined} ctx */
  async function staleInRedis(entry, ctx) {
    const tags = tagsToCheck(entry, ctx)
    if (tags.length === 0) return false
    return revalidatedSince(entry.lastModified, await link.client.hmGet(link.keys.tags, tags))
  }

  /** @param {CacheEntry} entry @param {Context | undefined} ctx */
  const staleHere = (entry, ctx) =>
    revalidatedSince(
      entry.lastModified,
      tagsToCheck(entry, ctx).map((tag) => link.tagTimes.get(tag)),
    )

  /** @param {CacheEntry} entry */
  const answer = (entry) => ({ lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl })

  /**
   * The entry in memory if no tag of it was revalidated since; else Redis's (another process may
   * have rendered it afresh), if that one is fresh.
   * @param {string} key @param {CacheEntry | undefined} kept @param {Context | undefined} ctx
   */
  async function fromRedis(key, kept, ctx) {
    if (kept && !(await staleInRedis(kept, ctx))) return answer(kept)
    const text = await link.client.get(link.keys.entry(key))
    const entry = text ? decodeEntry(text) : null
    if (!text || !entry || (await staleInRedis(entry, ctx))) {
      memory.delete(key)
      return null
    }
    memory.set(key, entry, text.length)
    return answer(entry)
  }

  return {
    memory,

    /** @param {string} key @param {Context} [ctx] */
    async get(key, ctx) {
      const kept = memory.get(key)
      if (link.ready()) {
        try {
          const found = await fromRedis(key, kept, ctx)
          link.succeeded()
          return found
        } catch (error) {
          link.failed(error)
        }
      }
      if (!kept || staleHere(kept, ctx)) return null
      return answer(kept)
    },

    /** @param {string} key @param {CacheValue | null} value @param {Context} [ctx] */
    async set(key, value, ctx) {
      /** @type {CacheEntry} */
      const entry = { lastModified: now(), tags: tagsOf(value, ctx), cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl, value }
      const text = encodeEntry(entry)
      memory.set(key, entry, text.length)
      if (!link.ready()) return
      try {
        await link.client.set(link.keys.entry(key), text, { expiration: { type: 'EX', value: keepSeconds(entry.cacheControl, keepAtMostSeconds) } })
      } catch (error) {
        link.failed(error)
      }
    },

    /**
     * Records the tags' time in Redis and tells every process; tables here that depend on the tags
     * are dropped once Redis has the time, so their next read sees the change.
     * @param {string | string[]} tags
     */
    async revalidateTag(tags) {
      const names = typeof tags === 'string' ? [tags] : tags
      if (names.length === 0) return
      await link.publish(names, { asTags: true, at: now() })
      receiveChanges(names)
    },
  }
}

/** @type {ReturnType<typeof createCacheStore> | undefined} */
let store

/** The process's store, made on first use with Next's memory budget (`cacheMaxMemorySize`). */
function processStore(/** @type {number | undefined} */ maxMemoryBytes) {
  const link = processRedisLink()
  if (!link) throw new Error('the Redis cache handler needs REDIS_URL')
  store ??= createCacheStore(link, { maxMemoryBytes: maxMemoryBytes || defaultMemoryBytes })
  return store
}

/** Next makes one per request; the state lives in the process's store. */
export default class RedisCacheHandler {
  /** @param {{ maxMemoryCacheSize?: number }} [ctx] */
  constructor(ctx) {
    this.store = processStore(ctx?.maxMemoryCacheSize)
  }

  /** @param {string} key @param {Context} [ctx] */
  get(key, ctx) {
    return this.store.get(key, ctx)
  }

  /** @param {string} key @param {CacheValue | null} value @param {Context} [ctx] */
  set(key, value, ctx) {
    return this.store.set(key, value, ctx)
  }

  /** @param {string | string[]} tags */
  revalidateTag(tags) {
    return this.store.revalidateTag(tags)
  }

  resetRequestCache() {}
}
