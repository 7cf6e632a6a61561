import createMiddleware from 'next-intl/middleware'
import { NextResponse, type NextRequest } from 'next/server'
import { isLocale } from '@/domain/locale'
import { localeForHost, type LocaleEntry } from '@/domain/localeDomains'
import { routing } from '@/i18n/routing'

const intl = createMiddleware(routing)

/** Locale domains from the site settings, refreshed at most once a minute per process. */
let domains: { entries: LocaleEntry[]; fetchedAt: number } = { entries: [], fetchedAt: 0 }

/** The app's own address for the settings lookup; a visitor's host name may not resolve inside the server. */
const selfOrigin = () => process.env.INTERNAL_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`

async function localeEntries(origin: string): Promise<LocaleEntry[]> {
  if (Date.now() - domains.fetchedAt < 60_000) return domains.entries
  domains = { entries: domains.entries, fetchedAt: Date.now() }
  try {
    const response = await fetch(`${origin}/proxy/vm-view/v1/content/locales`, { signal: AbortSignal.timeout(2000) })
    if (response.ok) domains = { entries: ((await response.json()) as { locales: LocaleEntry[] }).locales, fetchedAt: Date.now() }
  } catch {
    // Keep the last known domains; language prefixes and detection still work without them.
  }
  return domains.entries
}

/**
 * Language routing: a path prefix wins; on a locale's own domain an unprefixed path is that locale;
 * otherwise next-intl detects from the stored cookie, then the browser's languages (spec §1).
 */
export default async function proxy(request: NextRequest) {
  const first = request.nextUrl.pathname.split('/')[1]
  if (!isLocale(first)) {
    const entries = await localeEntries(selfOrigin())
    const domainLocale = localeForHost(request.headers.get('host'), entries)
    if (domainLocale) {
      const url = request.nextUrl.clone()
      url.pathname = `/${domainLocale}${request.nextUrl.pathname === '/' ? '' : request.nextUrl.pathname}`
      return NextResponse.rewrite(url)
    }
  }
  return intl(request)
}

export const config = {
  // Skip the admin, Payload's REST API, the storefront API, Next internals and files with an extension.
  matcher: ['/((?!api|admin|proxy|_next|_vercel|.*\\..*).*)'],
}
