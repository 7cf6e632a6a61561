import { defaultLocale, locales, localeIso, type Locale } from '../locale'

/** One published page, article or event: its absolute address per language and when it last changed. */
export type SitemapEntry = { urls: Partial<Record<Locale, string>>; lastModified: string | null }

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

/** `YYYY-MM-DD` of an ISO instant; what search engines read of `lastmod`. */
const lastmodOf = (iso: string | null) => (iso && /^\d{4}-\d{2}-\d{2}/.test(iso) ? iso.slice(0, 10) : null)

/**
 * The sitemap (docs/seo.md#sitemap): one `<url>` per page and language, each listing every language
 * of the page as an `hreflang` alternate and Finnish as `x-default` (the default language).
 */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.flatMap((entry) => {
    const present = locales.filter((l) => entry.urls[l])
    const fallback = entry.urls[defaultLocale] ?? entry.urls[present[0]]
    const alternates = [
      ...present.map((l) => `<xhtml:link rel="alternate" hreflang="${localeIso[l]}" href="${xmlEscape(entry.urls[l] as string)}"/>`),
      ...(fallback ? [`<xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(fallback)}"/>`] : []),
    ]
    const lastmod = lastmodOf(entry.lastModified)
    return present.map((l) =>
      [`<url><loc>${xmlEscape(entry.urls[l] as string)}</loc>`, lastmod ? `<lastmod>${lastmod}</lastmod>` : '', ...alternates, '</url>'].join(''),
    )
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}
