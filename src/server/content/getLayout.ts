import type { Payload } from 'payload'
import type { LinkView } from '@/domain/content'
import type { Locale } from '@/domain/locale'
import { withLocalePrefix } from '@/domain/paths'
import type { LocaleEntry } from '@/domain/localeDomains'
import type { Footer, Header } from '@/payload-types'
import { linkView } from './views'

export type NavLink = LinkView & { children: LinkView[] }
export type AlertView = { id: string; message: string; link: LinkView | null }

export type LayoutView = {
  header: { blockType: 'header'; primaryLinks: NavLink[]; secondaryLinks: NavLink[]; contactInfo: string }
  footer: {
    blockType: 'footer'
    column1: string
    column2: LinkView[]
    column3: LinkView[]
    column4: string
    copyright: string
    legalLinks: LinkView[]
    checkoutInfo: string
  }
  alerts: AlertView[]
  maintenance: boolean
  /** The first brand of the site settings: the name in the site header. */
  brand: string
  /** docs/consent.md: the policy version the banner asks under, the tag manager container, and the page with the cookie table. */
  consent: { policyVersion: number; tagManagerId: string | null; policyPath: string | null }
}

type Group = Parameters<typeof linkView>[0]
const links = (items: Group[] | null | undefined, locale: Locale): LinkView[] =>
  (items ?? []).flatMap((item) => {
    const view = linkView(item, locale)
    return view ? [view] : []
  })

const navLinks = (items: Header['primaryLinks'], locale: Locale): NavLink[] =>
  (items ?? []).flatMap((item) => {
    const view = linkView(item as Group, locale)
    return view ? [{ ...view, children: links(item.children as Group[], locale) }] : []
  })

/** Header, footer, alerts and the maintenance switch for one language (layout/main, docs/api.md#content). */
export async function getLayout(payload: Payload, input: { locale: Locale }): Promise<LayoutView> {
  // As an anonymous visitor: links to unpublished pages are left out.
  const common = { locale: input.locale, depth: 2, overrideAccess: false } as const
  const [header, footer, settings, policyPages] = await Promise.all([
    payload.findGlobal({ slug: 'header', ...common }) as Promise<Header>,
    payload.findGlobal({ slug: 'footer', ...common }) as Promise<Footer>,
    payload.findGlobal({ slug: 'siteSettings', ...common }),
    // The banner links to the page that shows the cookie table, wherever staff put it.
    payload.find({ collection: 'pages', where: { 'body.blockType': { equals: 'cookiePolicy' } }, limit: 1, select: { path: true }, ...common }),
  ])
  const policyPath = policyPages.docs[0]?.path
  return {
    header: {
      blockType: 'header',
      primaryLinks: navLinks(header.primaryLinks, input.locale),
      secondaryLinks: navLinks(header.secondaryLinks, input.locale),
      contactInfo: header.contactInfo ?? '',
    },
    footer: {
      blockType: 'footer',
      column1: footer.column1 ?? '',
      column2: links(footer.column2 as Group[], input.locale),
      column3: links(footer.column3 as Group[], input.locale),
      column4: footer.column4 ?? '',
      copyright: footer.copyright ?? '',
      legalLinks: links(footer.legalLinks as Group[], input.locale),
      checkoutInfo: footer.checkoutInfo ?? '',
    },
    alerts: (settings.alerts ?? [])
      .filter((a) => a.active)
      .map((a) => ({
        id: a.alertId,
        message: a.message,
        link: a.hasLink && a.link ? linkView(a.link as Group, input.locale) : null,
      })),
    maintenance: Boolean(settings.maintenance),
    brand: settings.brands?.[0]?.name ?? '',
    consent: {
      policyVersion: settings.consent?.policyVersion ?? 1,
      tagManagerId: settings.consent?.tagManagerId || null,
      policyPath: typeof policyPath === 'string' ? withLocalePrefix(policyPath, input.locale) : null,
    },
  }
}

/** The locale entries of the site settings (code, domain, iso, accountHubUrl). */
export async function getLocaleEntries(payload: Payload): Promise<LocaleEntry[]> {
  const settings = await payload.findGlobal({ slug: 'siteSettings', depth: 0 })
  return (settings.locales ?? []).map(({ code, domain, iso, accountHubUrl }) => ({ code, domain, iso, accountHubUrl }))
}
