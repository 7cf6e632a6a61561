import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * Fails on any WCAG 2.2 A/AA violation axe finds on the page as it is now. Our own pages are also
 * held to axe's best practices (one main landmark, one h1, all content in landmarks); pages of the
 * admin's own UI only to WCAG (`{ wcagOnly: true }`).
 */
export async function expectAccessible(page: Page, { wcagOnly = false, exclude = [] }: { wcagOnly?: boolean; exclude?: string[] } = {}) {
  const check = async () => {
    const builder = new AxeBuilder({ page })
    for (const selector of exclude) builder.exclude(selector)
    const results = await builder
      .withTags(wcagOnly ? wcag : [...wcag, 'best-practice'])
      // In the page itself: the default opens a blank tab per check to merge the frames' results, which
      // on a busy two-core machine can take most of a minute. Our pages have no frames of our own (only
      // YouTube's, which axe cannot enter either way).
      .setLegacyMode(true)
      .analyze()
    return results.violations.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    )
  }
  let summary = await check()
  if (summary.length) {
    // A colour caught halfway through a transition is not one anyone reads: a form's button fades from
    // its disabled look to its own in 0.15 s when the form's script arrives, which can be while axe
    // runs. Look again once nothing on the page is moving (endless animations aside).
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
    )
    summary = await check()
  }
  expect(summary, `axe violations on ${page.url()}`).toEqual([])
}
