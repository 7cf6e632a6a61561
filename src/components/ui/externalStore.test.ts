import { describe, expect, it } from 'vitest'
import { externalStore } from './externalStore'

const serverSnapshot = { hydrated: false, count: 0 }

describe('externalStore', () => {
  it('loads on the first subscription and hands every listener a new snapshot per publish', () => {
    let loads = 0
    const store = externalStore(serverSnapshot, () => loads++)
    const seen: (typeof serverSnapshot)[] = []
    store.subscribe(() => seen.push(store.getSnapshot()))
    expect(loads).toBe(1)

    const before = store.getSnapshot()
    store.publish({ hydrated: true })
    store.publish({ count: 2 })
    expect(seen).toEqual([
      { hydrated: true, count: 0 },
      { hydrated: true, count: 2 },
    ])
    // React compares snapshots by identity: a publish must never change the old one in place.
    expect(before).toBe(serverSnapshot)
    expect(store.getServerSnapshot()).toEqual({ hydrated: false, count: 0 })
  })

  it('stops telling a listener once it has unsubscribed', () => {
    const store = externalStore(serverSnapshot, () => {})
    let calls = 0
    const unsubscribe = store.subscribe(() => calls++)
    store.publish({ count: 1 })
    unsubscribe()
    store.publish({ count: 2 })
    expect(calls).toBe(1)
    expect(store.getSnapshot().count).toBe(2)
  })
})
