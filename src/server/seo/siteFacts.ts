import 'server-only'
/**
 * What every SEO answer needs to know about the site: where each language lives, the resort's own
 * facts for structured data, and the site's default share image. All from cached reads.
 */
import type { ProductView } from '@/domain/catalogue'
import { helsinkiDay } from '@/domain/helsinki'
import type { Locale } from '@/domain/locale'
import { withLocalePrefix } from '@/domain/paths'
import { pageImage, type ShareImage } from '@/domain/seo/pageImage'
import { contactOf, type ResortFacts } from '@/domain/seo/organization'
import { startingPrice } from '@/domain/seo/offer'
import { absoluteUrl, localeOrigins, type LocaleOrigins } from '@/domain/seo/siteUrl'
import { loadCatalogue } from '@/server/catalogue/loadCatalogue'
import { getCachedLocaleEntries, getPublishedContentPage, getPublishedLayout } from '@/server/content/cached'
import { env } from '@/server/env'
import { loadResortContact, loadSeller } from '@/server/orders/shopSettings'

export async function siteOrigins(): Promise<LocaleOrigins> {
  return localeOrigins(env().publicUrl, await getCachedLocaleEntries())
}

/** The landing page's picture: what a shared link of a page without one shows. */
export async function defaultShareImage(locale: Locale): Promise<ShareImage | null> {
  const landing = await getPublishedContentPage(locale, '/')
  return landing ? pageImage(landing.content.fields.body) : null
}

/** A product's page address in a language, or null when it has no page. */
export const productUrl = (product: ProductView, locale: Locale, origins: LocaleOrigins) =>
  product.pagePath ? absoluteUrl(withLocalePrefix(product.pagePath, locale), locale, origins) : null

/**
 * The resort as structured data describes it (docs/seo.md#structured-data): the site's name in the
 * language, the seller with its telephone, e-mail, map link and coordinates from the site settings (telephone and
 * e-mail from the footer's contact column when staff left them empty there), check-in and check-out times and nightly prices from the stays in the catalogue.
 */
export async function resortFacts(locale: Locale, origins: LocaleOrigins, siteName: string): Promise<ResortFacts> {
  const [layout, seller, contact, catalogue, image] = await Promise.all([
    getPublishedLayout(locale),
    loadSeller(),
    loadResortContact(),
    loadCatalogue(locale),
    defaultShareImage(locale),
  ])
  const stays = [...catalogue.products.values()].filter((p) => p.kind === 'accommodation')
  const withTimes = stays.find((p) => p.details.checkIn && p.details.checkOut)
  const footer = contactOf(layout.footer.column1)
  return {
    name: siteName || layout.brand || seller.name,
    legalName: seller.name || null,
    url: absoluteUrl(withLocalePrefix('/', locale), locale, origins),
    address: seller.address || null,
    telephone: contact.phone || footer.telephone,
    email: contact.email || footer.email,
    geo: contact.geo,
    mapUrl: seller.mapUrl || null,
    image: image ? absoluteUrl(image.src, locale, origins) : null,
    checkIn: withTimes?.details.checkIn ?? null,
    checkOut: withTimes?.details.checkOut ?? null,
    stays: stays.flatMap((p) => {
      const url = productUrl(p, locale, origins)
      const price = startingPrice(p, catalogue.inventories.get(p.code))
      return url && price != null ? [{ name: p.marketingName || p.name, url, price }] : []
    }),
  }
}

/** Today in Helsinki: what a cached page's offers count as "to come". */
export const helsinkiToday = () => helsinkiDay(new Date())
