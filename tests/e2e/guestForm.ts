import type { Page } from '@playwright/test'

/** The guest form's labels in one language, and its button to the payment step. */
export type GuestFormLabels = { firstName: string; lastName: string; phone: string; email: string; next: string }

/** Fills checkout's guest form with the test guest and goes on to the payment step. */
export async function contactDetails(page: Page, t: GuestFormLabels) {
  const field = (name: string) => page.getByRole('textbox', { name: new RegExp(`^${name}\\b`) })
  await field(t.firstName).fill('Aino')
  await field(t.lastName).fill('Virtanen')
  await field(t.phone).fill('401234567')
  await field(t.email).fill('aino.virtanen@example.com')
  await page.getByRole('button', { name: t.next }).click()
}
