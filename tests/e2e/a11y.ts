import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * Fails on any WCAG 2.2 A/AA violation axe finds on the page as it is now. Our own pages are also
 * held to axe's best practices (one main landmark, one h1, all content in landmarks); pages of the
 * admin's own UI only to WCAG (`{ wcagOnly: true }`).
 */
export async function expectAccessible(page: Page, { wcagOnly = false }: { wcagOnly?: boolean } = {}) {
  const results = await new AxeBuilder({ page })
    .withTags(wcagOnly ? wcag : [...wcag, 'best-practice'])
    .analyze()
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)
  expect(summary, `axe violations on ${page.url()}`).toEqual([])
}
