// @ts-check
// The process's own copy of recently used cache entries, in front of Redis: a page served again and
// again is not fetched and parsed each time, and while Redis is away pages keep being served from it.
// Least recently used entries go first once `maxBytes` (their size as written to Redis) is reached.

/**
 * @template T
 * @param {number} maxBytes
 */
export function createMemoryTier(maxBytes) {
  /** @type {Map<string, { value: T; bytes: number }>} */
  const entries = new Map()
  let bytes = 0

  /** @param {string} key */
  const remove = (key) => {
    const found = entries.get(key)
    if (!found) return
    bytes -= found.bytes
    entries.delete(key)
  }

  return {
    /** @param {string} key @returns {T | undefined} */
    get(key) {
      const found = entries.get(key)
      if (!found) return undefined
      entries.delete(key)
      entries.set(key, found)
      return found.value
    },
    /** @param {string} key @param {T} value @param {number} size */
    set(key, value, size) {
      remove(key)
      if (size > maxBytes) return
      entries.set(key, { value, bytes: size })
      bytes += size
      for (const [oldest] of entries) {
        if (bytes <= maxBytes) break
        remove(oldest)
      }
    },
    delete: remove,
    get size() {
      return entries.size
    },
    get bytes() {
      return bytes
    },
  }
}
