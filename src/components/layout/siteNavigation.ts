/** What SiteNavigator decides about a link event (docs/routes.md#content-page-loading), without React. */

type NetworkInformation = { saveData?: boolean; effectiveType?: string }

/** Whether the visitor's connection is slow or metered (Network Information API, where supported). */
export function slowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection
  return Boolean(connection?.saveData || /(^|-)2g$/.test(connection?.effectiveType ?? ''))
}

/** The in-site link (`SiteLink`) an event happened in, if it points into this site. */
export function siteLinkOf(target: EventTarget | null, origin: string): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>('a[data-site-link]') : null
  return link && link.origin === origin ? link : null
}

/**
 * Where the client router should take a click, or null when the browser follows it itself: a click
 * someone already handled (the build watcher's full load after a deployment, a component of the
 * page), any but the main button, a modifier key (a new tab or window, a download), or a link that
 * opens elsewhere or downloads.
 */
export function softNavigationTarget(event: MouseEvent, origin: string): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const link = siteLinkOf(event.target, origin)
  if (!link || (link.target !== '' && link.target !== '_self') || link.hasAttribute('download')) return null
  return link.pathname + link.search + link.hash
}
