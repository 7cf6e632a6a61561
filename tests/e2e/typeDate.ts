import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Types a day into the date field labelled `label` within `scope` and commits it with Enter. A
 * departure field fills itself with the day after a new arrival a moment later; text typed just then
 * is added to that day's text, so the typing is tried again until the field holds just the typed day
 * (clean-clone runs read "28.12.202629.12.2026" and "30.12.202631.12.2026").
 */
export async function typeDate(scope: Page | Locator, label: string, value: string) {
  const field = scope.getByRole('textbox', { name: label, exact: true })
  await expect(async () => {
    await field.fill(value)
    await expect(field).toHaveValue(value, { timeout: 1000 })
  }).toPass()
  await field.press('Enter')
}
