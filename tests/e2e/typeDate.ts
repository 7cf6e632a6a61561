import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Types a day into the date field labelled `label` within `scope` and commits it with Enter, and
 * types it again until the field holds just that day. A departure field fills itself with the day
 * after a new arrival; while it did so in an effect a moment after the arrival, text typed in that
 * moment joined the filled-in day (clean-clone runs read "30.12.202631.12.2026"). DatePicker now
 * shows it in the same render (DatePicker.test.tsx); the check stays so that such a join reads as
 * this helper's retry, not as a wrong day further on in a test.
 */
export async function typeDate(scope: Page | Locator, label: string, value: string) {
  const field = scope.getByRole('textbox', { name: label, exact: true })
  await expect(async () => {
    await field.fill(value)
    await expect(field).toHaveValue(value, { timeout: 1000 })
  }).toPass()
  await field.press('Enter')
}
