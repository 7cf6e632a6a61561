import 'server-only'
/**
 * Which requests come from this site's own pages. Cookie-authenticated calls refuse the others, so
 * another site cannot sign a visitor in or out, or act with their session.
 */
import { env } from '@/server/env'
import { loadShopSettings, returnOrigins } from '@/server/orders/shopSettings'

const noted = new Set<string>()

/**
 * An operator who opens the site at an address other than PUBLIC_URL sees checkout and sign-in
 * refused; the log says why and what to set, once per address.
 */
export function noteForeignOrigin(origin: string, refused: string) {
  const settings = env()
  if (noted.has(origin) || noted.size > 100) return
  noted.add(origin)
  console.warn(
    `[site] ${refused}: it came from ${origin}, which is not this site (PUBLIC_URL=${settings.publicUrl}). If visitors open the site there, set PUBLIC_URL=${origin}.`,
  )
}

/** This site's origins: PUBLIC_URL's (or the loopback names while it is unset) and the locale domains. */
export async function siteOrigins(): Promise<string[]> {
  const settings = env()
  return returnOrigins(settings.siteOrigins, settings.publicUrl, (await loadShopSettings()).localeDomains)
}

/**
 * A request another site's page made: its Origin is not one of this site's, or, where browsers send
 * no Origin (a GET from an image or a link), Fetch Metadata says it came from elsewhere.
 */
export async function crossSite(request: Request): Promise<boolean> {
  const origin = request.headers.get('origin')
  if (origin !== null) {
    if ((await siteOrigins()).includes(origin)) return false
    noteForeignOrigin(origin, `a ${request.method} ${new URL(request.url).pathname} was refused`)
    return true
  }
  const site = request.headers.get('sec-fetch-site')
  return site === 'cross-site' || site === 'same-site'
}
