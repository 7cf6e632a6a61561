import { afterEach, describe, expect, it } from 'vitest'
import { announceChanges, changeStamp, receiveChanges, receiveEverything, setChangeFeed, sharedChangesLive, stillFresh } from './changeSignals.mjs'

afterEach(() => setChangeFeed(null))

describe('change signals', () => {
  it('moves a table’s stamp when one of its names changes, here or elsewhere, and not for other names', () => {
    const before = changeStamp(['redirects', 'pages'])
    announceChanges(['events'])
    expect(changeStamp(['redirects', 'pages'])).toBe(before)
    announceChanges(['pages'])
    const afterLocal = changeStamp(['redirects', 'pages'])
    expect(afterLocal).not.toBe(before)
    receiveChanges(['redirects'])
    expect(changeStamp(['redirects', 'pages'])).not.toBe(afterLocal)
  })

  it('moves every stamp when changes may have been missed', () => {
    const before = changeStamp(['settings'])
    receiveEverything()
    expect(changeStamp(['settings'])).not.toBe(before)
  })

  it('hands this process’s changes to the feed, and only them', () => {
    const published: string[][] = []
    setChangeFeed({ live: () => true, publish: (names) => published.push(names) })
    announceChanges(['catalogue'])
    receiveChanges(['pages'])
    announceChanges([])
    expect(published).toEqual([['catalogue']])
    expect(sharedChangesLive()).toBe(true)
    setChangeFeed(null)
    expect(sharedChangesLive()).toBe(false)
  })

  it('keeps a table until its time to live without a live feed, and until a change (or the next period) with one', () => {
    const loaded = { stamp: 7, at: 1_000, period: '2026-11-27' }
    const now = (ms: number, live: boolean, stamp = 7, period = '2026-11-27') => ({ stamp, now: ms, period, live, ttlMs: 30_000 })
    expect(stillFresh(loaded, now(20_000, false))).toBe(true)
    expect(stillFresh(loaded, now(31_000, false))).toBe(false)
    expect(stillFresh(loaded, now(31_000_000, true))).toBe(true)
    expect(stillFresh(loaded, now(2_000, true, 8))).toBe(false)
    expect(stillFresh(loaded, now(2_000, false, 8))).toBe(false)
    expect(stillFresh(loaded, now(2_000, true, 7, '2026-11-28'))).toBe(false)
  })
})
