// @ts-check
// This process's connections to Redis (REDIS_URL): one for commands, one listening on the change
// channel. Shared by Next's cache handler (redisCacheHandler.mjs) and the change signals of the
// in-process tables (changeSignals.mjs); scripts/server.mjs opens it at start, so a process hears
// of changes before it serves its first page.
//
// Keys, all under REDIS_KEY_PREFIX (default `resort:`), so several sites or test runs can share
// one Redis:
//   <prefix>entry:<key>  one of Next's cache entries (cacheEntry.mjs)
//   <prefix>tags         hash: tag -> when it was last revalidated (ms)
//   <prefix>changes      pub/sub channel: { from, at, names } of every change
//
// Redis being away never fails a request: commands are not queued while it is down, each has a
// short timeout, and the caller falls back to its own memory (one warning per outage, outageLog.mjs).
import { randomUUID } from 'node:crypto'
import { createClient } from '@redis/client'
import { receiveChanges, receiveEverything, setChangeFeed } from './changeSignals.mjs'
import { createOutageLog, withoutPassword } from './outageLog.mjs'

/**
 * @typedef {{ warn(message: string): void; info(message: string): void }} Log
 * @typedef {ReturnType<typeof createRedisLink>} RedisLink
 */

/**
 * @param {{ url: string; prefix: string; log?: Log; timeoutMs?: number }} options
 */
export function createRedisLink({ url, prefix, log = console, timeoutMs = 1000 }) {
  const self = randomUUID()
  const keys = { entry: (/** @type {string} */ key) => `${prefix}entry:${key}`, tags: `${prefix}tags`, channel: `${prefix}changes` }
  const outage = createOutageLog(log, withoutPassword(url))
  /** Every tag revalidation this process knows of: what it checks its memory against while Redis is away. */
  const tagTimes = new Map()
  /** Revalidations made while Redis was away: written when it is back, or its entries would stay fresh. */
  const pendingTags = new Map()
  /** Messages on their way to Redis: the answer to the request that made them waits for them. */
  const inFlight = new Set()
  let listening = false
  let closed = false
  /** After a failed command (a Redis that hangs rather than refuses), requests skip it this long. */
  const pauseMs = 5000
  let pausedUntil = 0

  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: timeoutMs },
    socket: { connectTimeout: 2 * timeoutMs, reconnectStrategy: (retries) => Math.min(200 * 2 ** retries, 5000) },
  })
  const listener = client.duplicate()

  /** @param {string[]} names @param {number} at */
  const noteTimes = (names, at) => {
    for (const name of names) if (!(tagTimes.get(name) >= at)) tagTimes.set(name, at)
  }

  /** @param {string} text */
  const onMessage = (text) => {
    try {
      const message = JSON.parse(text)
      if (!Array.isArray(message.names)) return
      noteTimes(message.names, Number(message.at))
      if (message.from !== self) receiveChanges(message.names)
    } catch {
      // Not ours: ignore.
    }
  }

  async function writePending() {
    if (pendingTags.size === 0) return
    const written = new Map(pendingTags)
    pendingTags.clear()
    const at = Math.max(...written.values())
    try {
      await client
        .multi()
        .hSet(keys.tags, Object.fromEntries([...written].map(([tag, time]) => [tag, String(time)])))
        .publish(keys.channel, JSON.stringify({ from: self, at, names: [...written.keys()] }))
        .exec()
    } catch (error) {
      for (const [tag, time] of written) if (!(pendingTags.get(tag) >= time)) pendingTags.set(tag, time)
      outage.down(error)
    }
  }

  client.on('error', (error) => outage.down(error))
  client.on('ready', () => {
    pausedUntil = 0
    outage.up()
    void writePending()
  })
  listener.on('error', (error) => {
    listening = false
    outage.down(error)
  })
  // Subscriptions come back with the connection, but what was said meanwhile is lost: every table
  // reloads once, and the tag times are read again.
  async function resync() {
    try {
      const stored = await client.hGetAll(keys.tags)
      for (const [tag, time] of Object.entries(stored)) noteTimes([tag], Number(time))
    } catch {
      // The command connection is not back yet; a page check asks Redis itself anyway.
    }
    listening = true
    receiveEverything()
  }
  let subscribed = false
  listener.on('ready', () => {
    if (subscribed) void resync()
  })

  return {
    keys,
    tagTimes,
    /** Commands may be sent now. */
    ready: () => !closed && client.isReady && Date.now() >= pausedUntil,
    /** Changes of other processes arrive as they happen. */
    live: () => !closed && listening && listener.isReady,
    client,
    /** A command failed: Redis counts as away, and is not asked again for a few seconds. */
    failed: (/** @type {unknown} */ error) => {
      pausedUntil = Date.now() + pauseMs
      outage.down(error)
    },
    /** A command succeeded: Redis is back if it was away, and hears of what it missed. */
    succeeded: () => {
      outage.up()
      if (pendingTags.size > 0) void writePending()
    },

    start() {
      client.connect().catch(() => undefined)
      listener
        .connect()
        .then(() => listener.subscribe(keys.channel, onMessage))
        .then(() => {
          subscribed = true
          return resync()
        })
        .catch(() => undefined)
      setChangeFeed({ live: this.live, publish: (names) => void this.publish(names) })
      return this
    },

    /**
     * Tells every process that `names` changed; with `asTags`, also records them as revalidated tags
     * first, so a process that reads a page next already sees them (one round trip, in order).
     * @param {string[]} names
     * @param {{ asTags?: boolean; at?: number }} [options]
     */
    publish(names, { asTags = false, at = Date.now() } = {}) {
      if (asTags) noteTimes(names, at)
      const message = JSON.stringify({ from: self, at, names })
      if (!this.ready()) {
        if (asTags) for (const name of names) pendingTags.set(name, at)
        return Promise.resolve()
      }
      const batch = client.multi()
      if (asTags) batch.hSet(keys.tags, Object.fromEntries(names.map((name) => [name, String(at)])))
      const sent = batch
        .publish(keys.channel, message)
        .exec()
        .then(
          () => this.succeeded(),
          (error) => {
            if (asTags) for (const name of names) pendingTags.set(name, at)
            outage.down(error)
          },
        )
        .finally(() => inFlight.delete(sent))
      inFlight.add(sent)
      return sent
    },

    /**
     * Settles once every message under way has reached Redis (and so every process listening), or
     * null when none is: scripts/server.mjs holds back the end of an answer until then, so a client
     * that goes on to another process after a publish finds the change there.
     * @returns {Promise<unknown> | null}
     */
    delivered() {
      return inFlight.size === 0 ? null : Promise.allSettled([...inFlight])
    },

    async close() {
      closed = true
      setChangeFeed(null)
      await Promise.allSettled([client.destroy(), listener.destroy()])
    },
  }
}

const key = Symbol.for('kuusirinne.redisLink')

/**
 * The process's link, opened on first use from REDIS_URL and REDIS_KEY_PREFIX; null without REDIS_URL.
 * @returns {RedisLink | null}
 */
export function processRedisLink() {
  const holder = /** @type {Record<symbol, RedisLink | undefined>} */ (/** @type {unknown} */ (globalThis))
  const url = process.env.REDIS_URL
  if (!url) return null
  holder[key] ??= createRedisLink({ url, prefix: process.env.REDIS_KEY_PREFIX || 'resort:' }).start()
  return holder[key]
}
