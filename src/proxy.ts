/**
 * The request hook: Next 16 runs a root `proxy.ts` before every page (it was `middleware.ts`). The
 * name is the framework's; the storefront API under `/proxy/…` is something else and never passes here.
 */
import createMiddleware from 'next-intl/middleware'
import { NextResponse, type NextRequest } from 'next/server'
import { parseConsent } from '@/domain/consent/consentChoice'
import { consentCookieName } from '@/domain/consent/cookies'
import { isLocale } from '@/domain/locale'
import { localeForHost } from '@/domain/localeDomains'
import { reservedSegments } from '@/domain/paths'
import { hasViewParams, viewSegment } from '@/domain/viewQuery'
import { routing } from '@/i18n/routing'
import { localeEntries, redirectEntries } from '@/requestHookTables'

/**
 * Only the landing page `/` guesses the language; anywhere else the address decides (docs/routes.md#languages).
 * The language cookie is functional (docs/consent.md#the-language-cookie): without that consent next-intl
 * neither reads nor writes it, so a first visit's page comes without a Set-Cookie, which a shared
 * cache in front would refuse to keep.
 */
const intl = {
  landing: { consent: createMiddleware(routing), none: createMiddleware({ ...routing, localeCookie: false }) },
  byAddress: {
    consent: createMiddleware({ ...routing, localeDetection: false }),
    none: createMiddleware({ ...routing, localeDetection: false, localeCookie: false }),
  },
}

/**
 * A malformed percent-encoding names no page and Next cannot route it: answer 400 with a small page
 * of our own in the three languages instead of Next's bare error.
 */
function badAddress(): NextResponse {
  const html = `<!doctype html><html lang="fi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Virheellinen osoite – Kuusirinne Resort</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><main>
<h1>Virheellinen osoite</h1><p>Osoitteessa on virheellisiä merkkejä.</p>
<p lang="en">The address contains invalid characters.</p><p lang="sv">Adressen innehåller ogiltiga tecken.</p>
<p><a href="/">Etusivulle · <span lang="en">Front page</span> · <span lang="sv">Startsidan</span></a></p></main></body></html>`
  return new NextResponse(html, { status: 400, headers: { 'content-type': 'text/html; charset=utf-8' } })
}

function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}
const localeCookieName = 'NEXT_LOCALE'

/** The stored choice's functional flag; the policy version is the banner's business (it asks again). */
const functionalConsent = (request: NextRequest) => parseConsent(request.cookies.get(consentCookieName)?.value)?.functional === true

/**
 * Global route steps before any page (docs/routes.md#route-steps): redirects stored in the CMS (an external target leaves
 * the site), then language routing — a path prefix wins; on a locale's own domain an unprefixed path
 * is that locale; any other unprefixed path is Finnish, because a shared or bookmarked link must open
 * in the language it was written in. Only `/` guesses: the stored cookie, then the browser's languages.
 */
export default async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  // Payload's REST API comes here only for addresses with a percent sign (see `config`), which Next
  // could not route when malformed: it answered 500.
  if (pathname.startsWith('/api/')) {
    return decodable(pathname)
      ? NextResponse.next()
      : NextResponse.json({ errors: [{ message: 'The address has malformed percent-encoding' }] }, { status: 400 })
  }
  if (!decodable(pathname)) return badAddress()
  const from = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const redirect = (await redirectEntries()).redirects.find((r) => r.from === from)
  if (redirect) return NextResponse.redirect(new URL(redirect.to, request.url), redirect.permanent ? 308 : 307)

  if (!isLocale(pathname.split('/')[1])) {
    const domainLocale = localeForHost(request.headers.get('host'), (await localeEntries()).locales)
    if (domainLocale) {
      const url = request.nextUrl.clone()
      url.pathname = `/${domainLocale}${pathname === '/' ? '' : pathname}`
      return toViewRoute(request, NextResponse.rewrite(url))
    }
  }
  const consent = functionalConsent(request)
  const response = intl[pathname === '/' ? 'landing' : 'byAddress'][consent ? 'consent' : 'none'](request)
  if (consent) {
    // next-intl cannot mark its cookie HttpOnly; no script of ours reads it.
    const cookie = response.cookies.get(localeCookieName)
    if (cookie) response.cookies.set({ ...cookie, httpOnly: true, path: '/' })
  } else if (request.cookies.has(localeCookieName)) {
    // Stored before the consent was withdrawn: the language now comes from the address and the browser's languages.
    response.cookies.set({ name: localeCookieName, value: '', maxAge: 0, path: '/' })
  }
  return toViewRoute(request, response)
}

/**
 * A content page asked for with view parameters (search words, an events month, map tags) is
 * rendered for them by the content route's uncached twin, `/<locale>/view/<path>`; the plain address
 * stays a cached page (docs/routes.md#page-views). The app's own pages are left alone.
 */
function toViewRoute(request: NextRequest, response: NextResponse): NextResponse {
  if (!hasViewParams(request.nextUrl.searchParams) || response.headers.has('location')) return response
  const target = new URL(response.headers.get('x-middleware-rewrite') ?? request.url)
  const [locale, ...rest] = target.pathname.split('/').filter(Boolean)
  if (!isLocale(locale) || (rest[0] !== undefined && reservedSegments.includes(rest[0]))) return response
  target.pathname = `/${[locale, viewSegment, ...rest].join('/')}`
  const rewritten = NextResponse.rewrite(target)
  for (const cookie of response.cookies.getAll()) rewritten.cookies.set(cookie)
  return rewritten
}

export const config = {
  matcher: [
    // Skip the admin, Payload's REST API, the storefront API, Next internals and static files.
    '/((?!(?:api|admin|proxy|_next|_vercel)(?:/|$))(?!.*\\.(?:svg|png|jpe?g|gif|webp|avif|ico|txt|xml|json|js|css|map|woff2?|pdf)$).*)',
    // Payload's REST API only with a percent sign in the path: a request hook copies the body it is
    // given (up to 10 MB), which uploads must not pay for.
    '/api/(.*%.*)',
  ],
}
