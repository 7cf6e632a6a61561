import type React from 'react'

/**
 * An in-site link (docs/routes.md#content-page-loading): a plain `<a>` marked `data-site-link`, which
 * the layout's SiteNavigator follows with the client router and prefetches once the visitor points
 * at, touches or focuses it. It renders the same on the server and in the browser, so a menu of links
 * is HTML, not a client component per link: next/link (about 3 kB on every page) and its hydration
 * are not needed.
 */
export function SiteLink(props: React.ComponentProps<'a'> & { href: string }) {
  return <a {...props} data-site-link="" />
}
