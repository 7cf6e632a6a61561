import { locales } from '../locale'
import { previewSegment } from '../paths'
import { viewSegment } from '../viewQuery'

/** App routes no search engine should index: one visitor's own pages, drafts and the uncached view twin. */
const privateSegments = ['checkout', 'profile', 'homeowner', 'booking', previewSegment, viewSegment]

/**
 * robots.txt (docs/seo.md#robots): the whole site is open except the admin, the storefront API and
 * the private app routes, with and without a language prefix; the sitemap is named.
 */
export function robotsTxt(sitemapUrl: string): string {
  const prefixes = ['', ...locales.map((l) => `/${l}`)]
  const disallow = ['/admin', '/proxy/', ...prefixes.flatMap((p) => privateSegments.map((s) => `${p}/${s}`))]
  return ['User-agent: *', 'Allow: /', ...disallow.map((d) => `Disallow: ${d}`), '', `Sitemap: ${sitemapUrl}`, ''].join('\n')
}
