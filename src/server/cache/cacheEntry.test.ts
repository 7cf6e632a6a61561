import { describe, expect, it } from 'vitest'
import { decodeEntry, encodeEntry, keepSeconds, revalidatedSince, tagsOf } from './cacheEntry.mjs'

describe('cache entries in Redis', () => {
  it('keeps a page’s binary parts (RSC payload, segment data) through a round trip', () => {
    const value = {
      kind: 'APP_PAGE',
      html: '<html>ä</html>',
      rscData: Buffer.from([0, 1, 254, 255]),
      segmentData: new Map([['/_tree', Buffer.from('tree')]]),
      headers: { 'x-next-cache-tags': 'pages,_N_T_/fi' },
      status: 200,
    }
    const decoded = decodeEntry(encodeEntry({ lastModified: 5, tags: ['pages'], cacheControl: { revalidate: false }, value }))!
    expect(decoded).toMatchObject({ lastModified: 5, tags: ['pages'], cacheControl: { revalidate: false } })
    expect(Buffer.isBuffer(decoded.value!.rscData)).toBe(true)
    expect(decoded.value!.rscData).toEqual(value.rscData)
    expect((decoded.value!.segmentData as Map<string, Buffer>).get('/_tree')!.toString()).toBe('tree')
    expect(decoded.value!.html).toBe('<html>ä</html>')
  })

  it('reads anything it did not write as a miss', () => {
    expect(decodeEntry('not json')).toBeNull()
    expect(decodeEntry('{"value":1}')).toBeNull()
    expect(decodeEntry(encodeEntry({ lastModified: 1, tags: [], value: null }))).toEqual({ lastModified: 1, tags: [], value: null })
  })

  it('takes a data entry’s tags from its caller and a page’s from its headers', () => {
    expect(tagsOf({ kind: 'FETCH', data: {} }, { tags: ['catalogue', 'pages'] })).toEqual(['catalogue', 'pages'])
    expect(tagsOf({ kind: 'APP_PAGE', headers: { 'x-next-cache-tags': 'pages,settings' } }, undefined)).toEqual(['pages', 'settings'])
    expect(tagsOf({ kind: 'APP_ROUTE', headers: {} }, undefined)).toEqual([])
    expect(tagsOf(null, undefined)).toEqual([])
  })

  it('is stale once one of its tags was revalidated at or after it was written', () => {
    expect(revalidatedSince(1000, [null, undefined])).toBe(false)
    expect(revalidatedSince(1000, ['999', null])).toBe(false)
    expect(revalidatedSince(1000, [null, '1000'])).toBe(true)
    expect(revalidatedSince(1000, [2000])).toBe(true)
  })

  it('lives in Redis for its own lifetime, at most the cap', () => {
    expect(keepSeconds(undefined, 604800)).toBe(604800)
    expect(keepSeconds({ revalidate: false }, 604800)).toBe(604800)
    expect(keepSeconds({ revalidate: 60, expire: 300.5 }, 604800)).toBe(301)
    expect(keepSeconds({ revalidate: 60, expire: 31536000 }, 604800)).toBe(604800)
  })
})
