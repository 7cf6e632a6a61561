import { test as base, expect, type Response } from '@playwright/test'
import { expectAccessible } from './a11y'

/**
 * `visit(path)` opens a page of the site and fails the test on any axe violation: every page the
 * browser tests visit is checked. Navigations by click are checked with `expectAccessible`.
 */
export const test = base.extend<{ visit: (path: string) => Promise<Response | null> }>({
  visit: async ({ page }, use) => {
    await use(async (path) => {
      const response = await page.goto(path)
      await expectAccessible(page)
      return response
    })
  },
})

export { expect, expectAccessible }
