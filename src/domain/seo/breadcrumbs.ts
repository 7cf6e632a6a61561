import type { JsonLd } from './jsonLd'

export type Crumb = { name: string; url: string }

/** The trail from the landing page to the page itself; a trail of one (the landing page) says nothing. */
export function breadcrumbList(crumbs: Crumb[]): JsonLd | null {
  if (crumbs.length < 2) return null
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.url })),
  }
}

/** The parent paths of a page path, nearest the root first: 'a/b/c' gives ['a', 'a/b']. */
export function parentPaths(pagePath: string): string[] {
  const segments = pagePath.split('/').filter(Boolean)
  return segments.slice(0, -1).map((_, i) => segments.slice(0, i + 1).join('/'))
}
