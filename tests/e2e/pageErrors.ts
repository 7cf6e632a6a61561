import type { Page } from '@playwright/test'

/** Console errors and uncaught exceptions of a page, hydration errors (React #418) among them. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}
