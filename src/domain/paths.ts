import { defaultLocale, isLocale, type Locale } from './locale'
import { withLocalePrefix } from './localePrefix'
import { viewSegment } from './viewQuery'

/**
 * The localized path table (docs/routes.md#localized-paths). Finnish and English paths are the resort's existing ones; Swedish
 * paths are ours. Paths are stored without the language prefix and without a leading slash; the
 * landing page is '/'.
 */
export const pathTable = {
  landing: { fi: '/', en: '/', sv: '/' },
  search: { fi: 'haku', en: 'search', sv: 'sok' },
  login: { fi: 'kirjaudu', en: 'login', sv: 'logga-in' },
  resetPassword: { fi: 'vaihda-salasana', en: 'reset-password', sv: 'aterstall-losenord' },
  registration: { fi: 'rekisteroidy', en: 'registration', sv: 'registrering' },
  profile: { fi: 'profile', en: 'profile', sv: 'profile' },
  homeowner: { fi: 'homeowner', en: 'homeowner', sv: 'homeowner' },
  checkout: { fi: 'checkout', en: 'checkout', sv: 'checkout' },
  /** One order's page: its lines, what can be cancelled, its refunds (docs/refunds.md#cancelling). */
  manageBooking: { fi: 'booking', en: 'booking', sv: 'booking' },
  cancellationPolicy: { fi: 'peruutusehdot', en: 'cancellation-policy', sv: 'avbokningsvillkor' },
  dataProtection: { fi: 'tietosuoja', en: 'data-protection', sv: 'dataskydd' },
  accommodationSearch: { fi: 'majoitushaku', en: 'accommodation', sv: 'boende' },
  courseSearch: { fi: 'kurssihaku', en: 'courses', sv: 'kurser' },
  giftCard: { fi: 'lahjakortti', en: 'lahjakortti', sv: 'presentkort' },
  activitiesShop: { fi: 'aktiviteettikauppa', en: 'aktiviteettikauppa', sv: 'aktivitetsbutik' },
  /** Court booking; where the landing page's booking search sends a court search. */
  courts: { fi: 'kentat', en: 'courts', sv: 'banor' },
  newsletter: { fi: 'newsletter', en: 'newsletter', sv: 'newsletter' },
  /** Opening hours, getting here and contacts; one of the search-empty page's links. */
  info: { fi: 'info', en: 'info', sv: 'info' },
} as const satisfies Record<string, Record<Locale, string>>

export type PathKey = keyof typeof pathTable

/** Articles live under a per-language base path followed by the article's slug. */
export const articleBasePath: Record<Locale, string> = { fi: 'artikkelit', en: 'articles', sv: 'artiklar' }

/** Each event has its page under a per-language base path followed by its slug; the events page itself is a CMS page. */
export const eventBasePath: Record<Locale, string> = { fi: 'tapahtumat', en: 'events', sv: 'evenemang' }

/** The first path segment that puts a content page into draft preview. */
export const previewSegment = 'preview'

export { withLocalePrefix }

/**
 * A URL that names its language even for Finnish ('/fi/majoitushaku'). Following it switches the
 * remembered language; an unprefixed URL would be sent back to the visitor's remembered language.
 */
export function withExplicitLocale(url: string, locale: Locale): string {
  if (locale !== defaultLocale) return url
  return url === '/' ? `/${locale}` : `/${locale}${url}`
}

/** The URL of an article: the article base path of the language plus the slug (docs/routes.md#localized-paths). */
export function articleUrl(slug: string, locale: Locale): string {
  return withLocalePrefix(`${articleBasePath[locale]}/${slug}`, locale)
}

/** The URL of an event's own page: the events base path of the language plus the slug. */
export function eventUrl(slug: string, locale: Locale): string {
  return withLocalePrefix(`${eventBasePath[locale]}/${slug}`, locale)
}

/** First path segments the app itself uses; a CMS page cannot live under them. */
export const reservedSegments = [
  'fi',
  'en',
  'sv',
  previewSegment,
  viewSegment,
  'maintenance',
  'checkout',
  'booking',
  'profile',
  'homeowner',
  'newsletter',
  'api',
  'admin',
  'proxy',
  '_next',
]

/** The URL of a page of the path table; an unknown key gives the landing page of the locale. */
export function localizedPath(key: string, locale: Locale): string {
  const entry = (pathTable as Record<string, Record<Locale, string>>)[key] ?? pathTable.landing
  return withLocalePrefix(entry[locale], locale)
}

export type ContentPath = { pagePath: string; preview: boolean; locale: Locale | null }

/**
 * Turns a URL path into the content endpoint's `pagePath` (docs/routes.md#content-page-loading): the
 * language prefix is stripped, an empty result becomes the root '/', a leading slash is removed from
 * other paths, and a leading preview segment sets the preview flag.
 */
export function toContentPath(urlPath: string): ContentPath {
  let segments = urlPath.split(/[?#]/)[0].split('/').filter(Boolean)
  let locale: Locale | null = null
  if (segments.length > 0 && isLocale(segments[0])) {
    locale = segments[0] as Locale
    segments = segments.slice(1)
  }
  const preview = segments[0] === previewSegment
  if (preview) segments = segments.slice(1)
  const pagePath = segments.join('/')
  return { pagePath: pagePath === '' ? '/' : pagePath, preview, locale }
}

/**
 * The content path of a route's `[locale]` and catch-all segments as Next passes them (still
 * percent-encoded). `null` for a malformed encoding, which no page can have.
 */
export function contentPathFromSegments(locale: string, segments: string[] | undefined): ContentPath | null {
  try {
    return toContentPath(['', locale, ...(segments ?? []).map((s) => decodeURIComponent(s))].join('/'))
  } catch {
    return null
  }
}

/** Normalises a `pagePath` as callers send it: slashes trimmed, root as '/'. */
export function normalizePagePath(pagePath: string): string {
  const trimmed = pagePath
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .replace(/\/{2,}/g, '/')
  return trimmed === '' ? '/' : trimmed
}

/** Whether a normalised page path is an article path for the locale; returns the slug if so. */
export function articleSlugFromPath(pagePath: string, locale: Locale): string | null {
  return slugUnder(articleBasePath[locale], pagePath)
}

/** The slug of an event's page path (`tapahtumat/joulumarkkinat`), or null. */
export function eventSlugFromPath(pagePath: string, locale: Locale): string | null {
  return slugUnder(eventBasePath[locale], pagePath)
}

function slugUnder(basePath: string, pagePath: string): string | null {
  const base = `${basePath}/`
  if (!pagePath.startsWith(base)) return null
  const slug = pagePath.slice(base.length)
  return slug && !slug.includes('/') ? slug : null
}
