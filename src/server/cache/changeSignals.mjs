// @ts-check
// Change signals: how an in-process table (the catalogue, the request hook's redirects and locale
// domains) learns that what it holds has changed, here or in another app process.
//
// Each named thing has a counter; a table remembers the stamp it was loaded at and reloads when the
// stamp moved. A change made here bumps the counter at once and, when the Redis link is up, is
// published to every other process, whose link bumps the same counter there (redisLink.mjs). Next's
// tag revalidations arrive the same way, under the tag's name.
//
// Plain JavaScript on purpose: the Redis cache handler is loaded by Node itself, outside Next's
// bundles, and each bundle gets its own copy of this module. The state therefore lives on
// globalThis, so every copy in the process shares one registry.

const key = Symbol.for('kuusirinne.changeSignals')

/**
 * @typedef {{ publish(names: string[]): void; live(): boolean }} ChangeFeed
 * @typedef {{ counts: Map<string, number>; epoch: number; feed: ChangeFeed | null }} Registry
 */

/** @returns {Registry} */
function registry() {
  const holder = /** @type {Record<symbol, Registry | undefined>} */ (/** @type {unknown} */ (globalThis))
  holder[key] ??= { counts: new Map(), epoch: 0, feed: null }
  return holder[key]
}

/**
 * Payload's collection hooks announce a change before its transaction commits, so a table read at
 * once (here, or in a process that heard of it) may still see the old rows. Every change is
 * therefore counted twice: now, and once more when the commit has surely happened.
 */
const settleMs = 2000

/** @param {string[]} names */
function bump(names) {
  const { counts } = registry()
  const once = () => {
    for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1)
  }
  once()
  setTimeout(once, settleMs).unref?.()
}

/**
 * A number that moves whenever one of the names changed (or everything may have: a reconnect).
 * @param {string[]} names
 */
export function changeStamp(names) {
  const { counts, epoch } = registry()
  return names.reduce((sum, name) => sum + (counts.get(name) ?? 0), epoch)
}

/** True while changes of other processes arrive as they happen; otherwise tables fall back to their timers. */
export function sharedChangesLive() {
  return registry().feed?.live() === true
}

/**
 * Something changed in this process: tables here drop it now, and other processes hear of it.
 * @param {string[]} names
 */
export function announceChanges(names) {
  if (names.length === 0) return
  bump(names)
  registry().feed?.publish(names)
}

/**
 * Another process announced a change.
 * @param {string[]} names
 */
export function receiveChanges(names) {
  bump(names)
}

/** Changes may have been missed (the link was down): every table reloads once. */
export function receiveEverything() {
  registry().epoch++
}

/** @param {ChangeFeed | null} feed */
export function setChangeFeed(feed) {
  registry().feed = feed
}

/**
 * Whether a table loaded at `loaded` may still be used. Without a live feed the table's own time to
 * live decides, as in one process without Redis; with one, only a change does (and `period`, such as
 * the Helsinki day for the catalogue, whose prices depend on it).
 * @param {{ stamp: number; at: number; period?: string }} loaded
 * @param {{ stamp: number; now: number; period?: string; live: boolean; ttlMs: number }} current
 */
export function stillFresh(loaded, current) {
  if (loaded.stamp !== current.stamp) return false
  return current.live ? loaded.period === current.period : current.now - loaded.at < current.ttlMs
}
