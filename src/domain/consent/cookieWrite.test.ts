import { describe, expect, it } from 'vitest'
import { allGranted, noneGranted, type Grants } from './consentChoice'
import { cookieAssignment, cookieDomains, cookieNamesIn, cookieRemoval, readCookieValue } from './cookieWrite'
import { cookieEntry, lifetimeOf, siteCookies } from './cookies'

const write = (name: string, grants: Grants | null = allGranted, maxAge?: number) => cookieAssignment({ name, value: 'x', maxAge, secure: false, grants })

describe('the cookie helper', () => {
  it('refuses the names of cookie attributes, in any case', () => {
    for (const name of ['expires', 'max-age', 'path', 'domain', 'secure', 'SameSite', 'EXPIRES', 'Max-Age', 'samesite']) {
      expect(write(name)).toEqual({ ok: false, reason: 'reservedName' })
      expect(cookieRemoval(name, false)).toEqual({ ok: false, reason: 'reservedName' })
    }
  })

  it('refuses a name the cookie list does not know, and a malformed one', () => {
    expect(write('tracker')).toEqual({ ok: false, reason: 'unlisted' })
    expect(write('cart.9')).toEqual({ ok: false, reason: 'unlisted' })
    expect(write('a b')).toEqual({ ok: false, reason: 'invalidName' })
    expect(write('a;b')).toEqual({ ok: false, reason: 'invalidName' })
  })

  it('writes essential cookies before any choice, and functional ones only after functional consent', () => {
    expect(write('cart', null)).toMatchObject({ ok: true })
    expect(write('dismissedAlerts', null)).toEqual({ ok: false, reason: 'notConsented' })
    expect(write('dismissedAlerts', noneGranted)).toEqual({ ok: false, reason: 'notConsented' })
    expect(write('dismissedAlerts', { ...noneGranted, functional: true })).toMatchObject({ ok: true })
  })

  it('sets path, SameSite and the lifetime itself, never longer than the list says', () => {
    expect(write('purchaseFlag')).toEqual({ ok: true, assignment: 'purchaseFlag=x; Max-Age=86400; Path=/; SameSite=Lax' })
    expect(write('purchaseFlag', allGranted, 10 * 86400)).toMatchObject({ assignment: expect.stringContaining('Max-Age=86400;') })
    expect(write('purchaseFlag', allGranted, 60)).toMatchObject({ assignment: expect.stringContaining('Max-Age=60;') })
    expect(cookieAssignment({ name: 'cart.1', value: 'abc', secure: true, grants: null })).toEqual({
      ok: true,
      assignment: 'cart.1=abc; Max-Age=86400; Path=/; SameSite=Lax; Secure',
    })
  })

  it('refuses a value that would break out of the cookie', () => {
    expect(cookieAssignment({ name: 'cart', value: 'a; Domain=evil.example', secure: false, grants: null })).toEqual({ ok: false, reason: 'invalidValue' })
  })

  it('deletes a listed cookie whatever the consent', () => {
    expect(cookieRemoval('dismissedAlerts', false)).toEqual({ ok: true, assignment: 'dismissedAlerts=; Max-Age=0; Path=/; SameSite=Lax' })
  })

  it('reads values and names from document.cookie', () => {
    const jar = 'NEXT_LOCALE=en; consent=v=1&functional=0&analytics=0&marketing=0&at=5; cart=abc'
    expect(readCookieValue(jar, 'consent')).toBe('v=1&functional=0&analytics=0&marketing=0&at=5')
    expect(readCookieValue(jar, 'car')).toBeNull()
    expect(cookieNamesIn(jar)).toEqual(['NEXT_LOCALE', 'consent', 'cart'])
  })
})

describe('the cookie list', () => {
  it('knows each name once', () => {
    for (const entry of siteCookies) expect(cookieEntry(entry.pattern ? entry.name.replace('<id>', 'ABC123') : entry.name)).toBe(entry)
    expect(cookieEntry('cart.4')?.name).toBe('cart')
    expect(cookieEntry('_ga_XYZ9')?.category).toBe('analytics')
  })

  it('shows lifetimes in their largest whole unit', () => {
    expect(lifetimeOf(900)).toEqual({ unit: 'minutes', count: 15 })
    expect(lifetimeOf(8 * 3600)).toEqual({ unit: 'hours', count: 8 })
    expect(lifetimeOf(86400)).toEqual({ unit: 'days', count: 1 })
    expect(lifetimeOf(730 * 86400)).toEqual({ unit: 'years', count: 2 })
  })
})

describe('deleting a cookie another script wrote on the parent domain', () => {
  it('names each domain the cookie may live on', () => {
    expect(cookieDomains('www.resort.example')).toEqual(['resort.example', 'www.resort.example'])
    expect(cookieDomains('localhost')).toEqual([])
    expect(cookieDomains('127.0.0.1')).toEqual([])
    expect(cookieRemoval('_ga', true, 'resort.example')).toEqual({
      ok: true,
      assignment: '_ga=; Max-Age=0; Path=/; SameSite=Lax; Secure; Domain=resort.example',
    })
  })
})
