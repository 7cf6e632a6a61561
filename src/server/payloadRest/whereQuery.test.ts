import { describe, expect, it } from 'vitest'
import type { ValueKind } from './fieldKinds'
import { bracketSegments, whereEntryProblem } from './whereQuery'

const kinds: Record<string, ValueKind> = {
  id: { kind: 'id' },
  createdAt: { kind: 'date' },
  price: { kind: 'number' },
  active: { kind: 'checkbox' },
  _status: { kind: 'choice', values: ['draft', 'published'] },
  title: { kind: 'text' },
  document: { kind: 'anyRelation' },
}
const check = (key: string, ...values: string[]) => whereEntryProblem(bracketSegments(key).segments, values, (path) => kinds[path] ?? null)

describe('bracketSegments', () => {
  it('splits keys as qs does', () => {
    expect(bracketSegments('where[or][0][title][like]')).toEqual({ root: 'where', segments: ['or', '0', 'title', 'like'] })
    expect(bracketSegments('where')).toEqual({ root: 'where', segments: [] })
    expect(bracketSegments('where[id][in][]')).toEqual({ root: 'where', segments: ['id', 'in', ''] })
    expect(bracketSegments('limit')).toEqual({ root: 'limit', segments: [] })
  })
  it('keeps what lies past ten levels as one segment', () => {
    const deep = `where${'[a]'.repeat(12)}`
    expect(bracketSegments(deep).segments).toEqual([...Array(10).fill('a'), '[a][a]'])
  })
})

describe('whereEntryProblem', () => {
  it('lets well-formed conditions through', () => {
    expect(check('where[id][equals]', '12')).toBeNull()
    expect(check('where[id][not_equals]', '')).toBeNull() // the admin's "every document"
    expect(check('where[id][in]', '1,2,3')).toBeNull()
    expect(check('where[id][in][]', '1', '2')).toBeNull()
    expect(check('where[or][0][and][1][createdAt][greater_than]', '2026-11-23T10:00:00.000Z')).toBeNull()
    expect(check('where[price][less_than]', '12.5')).toBeNull()
    expect(check('where[active][equals]', 'TRUE')).toBeNull()
    expect(check('where[_status][equals]', 'published')).toBeNull()
    expect(check('where[title][like]', '%x')).toBeNull()
    expect(check('where[createdAt][exists]', 'false')).toBeNull()
    expect(check('where[document][equals][value]', '3')).toBeNull()
  })
  it('leaves unknown fields and operators to Payload', () => {
    expect(check('where[nope][equals]', 'x')).toBeNull()
    expect(check('where[id][nope]', 'x')).toBeNull()
  })
  it('refuses values that do not fit the field', () => {
    expect(check('where[id][equals]', 'abc')).toMatch(/not an id/)
    expect(check('where[id][equals]', '1e3')).toMatch(/not an id/)
    expect(check('where[id][in]', '1,b')).toMatch(/not an id/)
    expect(check('where[id][equals]', '99999999999')).toMatch(/not an id/)
    expect(check('where[createdAt][equals]', 'notadate')).toMatch(/not a date/)
    expect(check('where[price][equals]', '1e999')).toMatch(/not a number/)
    expect(check('where[active][equals]', 'maybe')).toMatch(/true or false/)
    expect(check('where[_status][equals]', 'nope')).toMatch(/not one of draft, published/)
    expect(check('where[id][exists]', 'maybe')).toMatch(/true or false/)
  })
  it('refuses operators the field cannot take', () => {
    expect(check('where[createdAt][near]', '1,2')).toMatch(/not a point/)
    expect(check('where[id][like]', '%')).toMatch(/not text/)
  })
  it('refuses malformed shapes', () => {
    expect(check('where[or]', 'x')).toMatch(/list of conditions/)
    expect(check('where[or][x][id][equals]', '1')).toMatch(/list of conditions/)
    expect(check('where[id]', '1')).toMatch(/field and an operator/)
    expect(check('where[id][equals][x]', '1')).toMatch(/must be a value/)
    expect(check('where[id][equals]', '1', '2')).toMatch(/more than once/)
  })
})
