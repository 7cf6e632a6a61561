/**
 * The plumbing of a store kept outside React and read with useSyncExternalStore: one snapshot object,
 * replaced (never changed in place) on every publish so React sees the change, and the listeners to
 * tell. The server always renders `serverSnapshot`; `load` runs when the first component subscribes,
 * which happens only in the browser.
 */
export function externalStore<Snapshot extends object>(serverSnapshot: Snapshot, load: () => void) {
  let snapshot = serverSnapshot
  const listeners = new Set<() => void>()
  return {
    publish(patch: Partial<Snapshot>) {
      snapshot = { ...snapshot, ...patch }
      for (const listener of listeners) listener()
    },
    subscribe(listener: () => void) {
      load()
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    getSnapshot: () => snapshot,
    getServerSnapshot: () => serverSnapshot,
  }
}
