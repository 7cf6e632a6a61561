/**
 * docs/consent.md#categories: every cookie the site sets is in the one list. Scripts write cookies
 * only through the helper (which refuses names not in the list), the server sets them in a few known
 * places, and every name those places use is in the list.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { cookieEntry } from '@/domain/consent/cookies'
import type { CookieChange } from '@/server/accounts/accountDeps'
import { routing } from '@/i18n/routing'
import { cartCookieWrites } from '@/components/cart/cartCookie'

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(file)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : []
  })
}
const files = sources('src').map((file) => ({ file, text: readFileSync(file, 'utf8') }))
const matching = (pattern: RegExp) =>
  files
    .filter(({ text }) => pattern.test(text))
    .map(({ file }) => file)
    .sort()

describe('the cookie list covers every cookie the site sets', () => {
  it('lets scripts write cookies only through the cookie helper', () => {
    expect(matching(/document\.cookie\s*=[^=]/)).toEqual([path.join('src', 'components', 'consent', 'cookies.ts')])
  })

  it('sets cookies on the server only in the known places', () => {
    expect(matching(/cookies\.set\(/)).toEqual(['src/proxy.ts', 'src/server/accounts/accountRoutes.ts', 'src/server/orders/orderRoutes.ts'].map(path.normalize))
  })

  it('lists every cookie name the code names', () => {
    const named = files.flatMap(({ text }) => [...text.matchAll(/const \w*(?:cookie|Cookie|COOKIE)\w* = '([^']+)'/g)].map((match) => match[1]))
    const helperCalls = files.flatMap(({ text }) => [...text.matchAll(/(?:setCookie|removeCookie)\('([^']+)'/g)].map((match) => match[1]))
    // The account services answer these (a new name in the union fails to compile here).
    const account = Object.keys({ access: true, refresh: true, signedIn: true } satisfies Record<CookieChange['name'], true>)
    // Payload's admin: its sign-in and the theme a staff member picks (cookie prefix `payload`).
    const admin = ['payload-token', 'payload-theme']
    const names = [
      ...named,
      ...helperCalls,
      ...account,
      ...admin,
      (routing.localeCookie as { name: string }).name,
      ...cartCookieWrites([]).map((write) => write.name),
    ]
    expect(named.length).toBeGreaterThanOrEqual(7)
    for (const name of names) expect(cookieEntry(String(name)), String(name)).not.toBeNull()
  })
})
