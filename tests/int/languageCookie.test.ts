import { describe, expect, it } from 'vitest'
import { noneGranted, serializeConsent } from '@/domain/consent/consentChoice'
import { consentCookieName } from '@/domain/consent/cookies'
import { baseUrl } from './helpers'

const functional = (granted: boolean) =>
  `${consentCookieName}=${serializeConsent({ ...noneGranted, functional: granted, version: 1, at: Math.floor(Date.now() / 1000) })}`

const get = (path: string, cookie?: string) =>
  fetch(`${baseUrl}${path}`, { redirect: 'manual', headers: { 'accept-language': 'fi', ...(cookie ? { cookie } : {}) } })

describe('the language cookie (docs/consent.md#the-language-cookie)', () => {
  it('is neither written nor deleted for a visitor who has neither the cookie nor the consent', async () => {
    for (const path of ['/', '/en', '/en/swimming-hall', '/sv/boende', '/uimahalli']) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      // A shared cache keeps no answer that sets a cookie.
      expect(response.headers.getSetCookie(), path).toEqual([])
    }
  })

  it('is remembered for a year, HttpOnly, with functional consent', async () => {
    const response = await get('/en', functional(true))
    const [cookie] = response.headers.getSetCookie()
    expect(cookie).toMatch(/^NEXT_LOCALE=en;/)
    expect(cookie).toContain('Max-Age=31536000')
    expect(cookie).toContain('HttpOnly')
  })

  it('decides the front page with functional consent', async () => {
    const response = await get('/', `NEXT_LOCALE=sv; ${functional(true)}`)
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toMatch(/\/sv$/)
  })

  it('is deleted, and no longer decides the front page, once the consent is withdrawn', async () => {
    for (const consent of [functional(false), '']) {
      const response = await get('/', `NEXT_LOCALE=sv${consent ? `; ${consent}` : ''}`)
      expect(response.status).toBe(200)
      expect(response.headers.getSetCookie()).toEqual(['NEXT_LOCALE=; Path=/; Max-Age=0'])
    }
  })
})
