import { randomInt } from 'node:crypto'
import { test as base, expect, type Response } from '@playwright/test'
import { expectAccessible } from './a11y'

/**
 * `visit(path)` opens a page of the site and fails the test on any axe violation: every page the
 * browser tests visit is checked. Navigations by click are checked with `expectAccessible`.
 */
export const test = base.extend<{ visit: (path: string) => Promise<Response | null> }>({
  // Each test browses from its own client address (the test server trusts X-Forwarded-For), so the
  // per-address attempt limits of sign-in and registration never carry over from other tests.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` })
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
