import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/**
 * Shows a Finnish activity page's times of a typed day (dd.mm.yyyy): typed, then Enter, and waited for
 * until that day's answer is on the page. Clicking a time before then may land on the list of the day
 * the page opened on just as the new list replaces it, and add nothing.
 */
export async function showActivityDay(page: Page, typed: string) {
  const field = page.getByRole('textbox', { name: 'Päivä', exact: true })
  await field.fill(typed)
  await field.press('Enter')
  await expect(field).toHaveValue(typed)
  await expect(page.locator('.booking__results')).toHaveAttribute('aria-busy', 'false')
}
