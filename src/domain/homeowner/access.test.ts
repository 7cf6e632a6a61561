import { describe, expect, it } from 'vitest'
import { levelOf, levelsHeld, may, roleLevels, tooManyRoles, type Action, type Rights } from './access'

const actions: Action[] = ['view', 'reserve', 'release', 'manage']
const allowed = (rights: Rights) => actions.filter((a) => may(rights, a))

describe('role levels', () => {
  it('are data with distinct ranks, and every right maps to one of them', () => {
    expect(new Set(roleLevels.map((r) => r.rank)).size).toBe(roleLevels.length)
    for (const rights of ['owner', 'view', 'book'] as const) expect(roleLevels.map((r) => r.level)).toContain(levelOf(rights))
  })
  it('lists the levels an account holds once each, in rank order', () => {
    expect(levelsHeld([])).toEqual([])
    expect(levelsHeld(['owner', 'owner'])).toEqual(['owner'])
    expect(levelsHeld(['book', 'view'])).toEqual(['coUser'])
    expect(levelsHeld(['view', 'owner'])).toEqual(['owner', 'coUser'])
  })
})

describe('tooManyRoles', () => {
  it('blocks an account that owns one apartment and is a co-user of another', () => {
    expect(tooManyRoles(['owner', 'view'])).toBe(true)
    expect(tooManyRoles(['book', 'owner'])).toBe(true)
  })
  it('lets an account hold many apartments at one level, or none', () => {
    expect(tooManyRoles([])).toBe(false)
    expect(tooManyRoles(['owner', 'owner'])).toBe(false)
    expect(tooManyRoles(['view', 'book'])).toBe(false)
  })
})

describe('may', () => {
  it('lets the owner do everything', () => {
    expect(allowed('owner')).toEqual(actions)
  })
  it('lets a co-user with booking rights view and reserve, nothing more', () => {
    expect(allowed('book')).toEqual(['view', 'reserve'])
  })
  it('lets a co-user with view rights only view', () => {
    expect(allowed('view')).toEqual(['view'])
  })
})
