import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Types a day into the date field labelled `label` within `scope` and commits it with Enter. The field
 * must then hold just that day: a departure that fills itself in after a new arrival shows in the same
 * render as the arrival (DatePicker.test.tsx), so nothing typed afterwards can be joined to it.
 */
export async function typeDate(scope: Page | Locator, label: string, value: string) {
  const field = scope.getByRole('textbox', { name: label, exact: true })
  await field.fill(value)
  await expect(field).toHaveValue(value)
  await field.press('Enter')
}
