import { randomInt } from 'node:crypto'
import { test as base, expect, type Response } from '@playwright/test'
import { expectAccessible } from './a11y'

/**
 * The cookie choice every browser test starts with: functional cookies accepted under the seeded
 * policy version 1, so the banner stays away and the language and alert cookies behave as they do
 * for a visitor who allowed them. `test.use({ consent: null })` starts without a choice (the
 * consent tests do).
 */
export const functionalConsent = () => `v=1&functional=1&analytics=0&marketing=0&at=${Math.floor(Date.now() / 1000)}`

/**
 * `visit(path)` opens a page of the site and fails the test on any axe violation: every page the
 * browser tests visit is checked. Navigations by click are checked with `expectAccessible`.
 */
export const test = base.extend<{ visit: (path: string) => Promise<Response | null>; consent: string | null }>({
  consent: [functionalConsent(), { option: true }],
  // Each test browses from its own client address (the test server trusts X-Forwarded-For), so the
  // per-address attempt limits of sign-in and registration never carry over from other tests.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` })
  },
  context: async ({ context, consent, baseURL }, use) => {
    if (consent) await context.addCookies([{ name: 'consent', value: consent, url: baseURL ?? 'http://localhost:3000' }])
    await use(context)
  },
  visit: async ({ page }, use) => {
    await use(async (path) => {
      const response = await page.goto(path)
      await expectAccessible(page)
      return response
    })
  },
})

export { expect, expectAccessible }
