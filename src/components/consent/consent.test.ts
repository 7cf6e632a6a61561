// @vitest-environment happy-dom
// @vitest-environment-options { "url": "http://localhost:3000/" }
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { allGranted, noneGranted } from '@/domain/consent/consentChoice'
import { purchaseEvent } from '@/domain/analytics/ecommerce'

type Layer = { dataLayer?: unknown[] }

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`
  }
}

/** Fresh modules, as on a new page load of a page rendered under policy version 2. */
async function load() {
  vi.resetModules()
  document.body.innerHTML = '<div data-consent-version="2"></div>'
  delete (window as Layer).dataLayer
  return {
    cookies: await import('./cookies'),
    store: await import('./consentStore'),
    sent: await import('@/components/analytics/sentOrders'),
    layer: () => (window as Layer).dataLayer ?? [],
  }
}

beforeEach(() => {
  clearCookies()
  localStorage.clear()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

describe('the cookie helper in the browser', () => {
  it('writes essential cookies before any choice and functional ones only after functional consent', async () => {
    const { cookies, store } = await load()
    expect(cookies.setCookie('purchaseFlag', '1')).toBe(true)
    expect(cookies.setCookie('dismissedAlerts', 'x')).toBe(false)
    expect(cookies.readCookie('dismissedAlerts')).toBeNull()
    store.saveConsent({ ...noneGranted, functional: true }, 2, 1_767_225_600_000)
    expect(cookies.readCookie('consent')).toBe('v=2&functional=1&analytics=0&marketing=0&at=1767225600')
    expect(cookies.setCookie('dismissedAlerts', 'x')).toBe(true)
    expect(cookies.readCookie('dismissedAlerts')).toBe('x')
  })

  it('refuses attribute names and names not in the list', async () => {
    const { cookies } = await load()
    expect(cookies.setCookie('Max-Age', '1')).toBe(false)
    expect(cookies.setCookie('tracker', '1')).toBe(false)
    expect(document.cookie).toBe('')
  })

  it('deletes what a withdrawn category wrote, and keeps the essential cookies', async () => {
    const { cookies, store } = await load()
    store.saveConsent(allGranted, 2, 0)
    cookies.setCookie('dismissedAlerts', 'x')
    cookies.setCookie('cart', 'abc')
    store.saveConsent(noneGranted, 2, 0)
    // happy-dom keeps a deleted cookie as an empty value; a browser drops it.
    expect(
      cookies
        .cookieNames()
        .filter((name) => cookies.readCookie(name))
        .sort(),
    ).toEqual(['cart', 'consent'])
  })

  it('counts a choice made under another policy version as none', async () => {
    const { cookies, store } = await load()
    store.saveConsent(allGranted, 1, 0)
    expect(cookies.setCookie('dismissedAlerts', 'x')).toBe(false)
  })
})

describe('the data layer', () => {
  const order = { orderNumber: 'K-1', totalWithTax: 12000, taxAmount: 1000, promoCode: null, lines: [] }

  it('starts with the Consent Mode default, everything but security denied', async () => {
    const { sent, layer } = await load()
    sent.pushPurchaseOnce(purchaseEvent(order))
    const first = layer()[0] as IArguments
    expect(Array.from(first)).toEqual([
      'consent',
      'default',
      expect.objectContaining({ ad_storage: 'denied', analytics_storage: 'denied', functionality_storage: 'denied', security_storage: 'granted' }),
    ])
  })

  it('reports a purchase once per order when the tag manager may run, also after a reload', async () => {
    const first = await load()
    first.store.saveConsent({ ...noneGranted, analytics: true }, 2, 0)
    first.sent.pushPurchaseOnce(purchaseEvent(order))
    first.sent.pushPurchaseOnce(purchaseEvent(order))
    expect(first.layer().filter((entry) => (entry as { event?: string }).event === 'purchase')).toHaveLength(1)
    const reloaded = await load()
    reloaded.sent.pushPurchaseOnce(purchaseEvent(order))
    expect(reloaded.layer().filter((entry) => (entry as { event?: string }).event === 'purchase')).toHaveLength(0)
  })

  it('does not count a purchase as sent while nothing could send it', async () => {
    const first = await load()
    first.sent.pushPurchaseOnce(purchaseEvent(order))
    const reloaded = await load()
    reloaded.store.saveConsent(allGranted, 2, 0)
    reloaded.sent.pushPurchaseOnce(purchaseEvent(order))
    expect(reloaded.layer().filter((entry) => (entry as { event?: string }).event === 'purchase')).toHaveLength(1)
  })
})
