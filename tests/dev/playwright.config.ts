import { defineConfig } from '@playwright/test'
import base from '../../playwright.config'

/** The development server's check (scripts/devSmoke.mjs): one browser, and time for `next dev` to compile each route on first visit. */
export default defineConfig({
  ...base,
  testDir: '.',
  timeout: 180_000,
  expect: { timeout: 30_000 },
  workers: 1,
})
