import 'server-only'
/**
 * The JSON-LD of a content page (docs/seo.md#structured-data): the resort on the landing page, the
 * product, course or event a page is about, and the breadcrumb trail of a page below the root.
 */
import type { ExternalDataView } from '@/domain/blocks'
import type { ContentResponse } from '@/domain/content'
import type { Locale } from '@/domain/locale'
import { pageTitle } from '@/domain/pageMeta'
import { withLocalePrefix } from '@/domain/paths'
import { breadcrumbList, parentPaths, type Crumb } from '@/domain/seo/breadcrumbs'
import { courseLd } from '@/domain/seo/course'
import { eventLd } from '@/domain/seo/event'
import type { JsonLd } from '@/domain/seo/jsonLd'
import { availabilityOf, offer, startingPrice } from '@/domain/seo/offer'
import { organization, postalAddress, resortHotel } from '@/domain/seo/organization'
import { pageImage } from '@/domain/seo/pageImage'
import { productLd } from '@/domain/seo/product'
import { absoluteUrl, type LocaleOrigins } from '@/domain/seo/siteUrl'
import { loadCatalogue } from '@/server/catalogue/loadCatalogue'
import { getPublishedContentPage } from '@/server/content/cached'
import { helsinkiToday, productUrl, resortFacts, siteOrigins } from './siteFacts'

/** `siteName`: the site's name in the page's language (the messages' `meta.siteName`). */
type Page = { locale: Locale; pagePath: string; data: ContentResponse; siteName: string }

export async function structuredData(page: Page): Promise<JsonLd[]> {
  const { locale, pagePath, data, siteName } = page
  const origins = await siteOrigins()
  const url = (path: string) => absoluteUrl(path, locale, origins)
  const pageUrl = url(withLocalePrefix(pagePath, locale))
  const { body } = data.content.fields
  const own = pageImage(body)
  const image = own ? url(own.src) : null
  const nodes: (JsonLd | null)[] = []
  if (pagePath === '/') {
    const facts = await resortFacts(locale, origins, siteName)
    nodes.push(organization(facts), resortHotel(facts))
  }
  const shop = body.find((b): b is ExternalDataView => b.blockType === 'externalData' && b.type === 'product')
  if (shop) nodes.push(await productNode(locale, shop.code, { pageUrl, image, siteName }, origins))
  const event = body.find((b) => b.blockType === 'eventPage')
  if (event?.blockType === 'eventPage') {
    const facts = await resortFacts(locale, origins, siteName)
    nodes.push(
      eventLd({
        event: event.event,
        url: pageUrl,
        image,
        venue: { name: facts.name, address: postalAddress(facts.address) },
        offer: event.event.bookUrl ? await bookingOffer(locale, event.event.bookUrl, origins) : null,
        now: new Date(),
      }),
    )
  }
  if (pagePath !== '/') nodes.push(breadcrumbList(await crumbs(page, origins)))
  return nodes.filter((n): n is JsonLd => n !== null)
}

/** A product page's product: a course or an education as a Course, anything else as a Product. */
async function productNode(
  locale: Locale,
  code: string,
  page: { pageUrl: string; image: string | null; siteName: string },
  origins: LocaleOrigins,
): Promise<JsonLd | null> {
  const { pageUrl, siteName: seller } = page
  const catalogue = await loadCatalogue(locale)
  const product = catalogue.products.get(code)
  if (!product) return null
  const inventory = catalogue.inventories.get(code)
  const image = product.mainImage ? absoluteUrl(product.mainImage.src, locale, origins) : page.image
  const home = absoluteUrl(withLocalePrefix('/', locale), locale, origins)
  const today = helsinkiToday()
  if (product.kind === 'course' || product.kind === 'education') {
    return courseLd({ product, inventory, url: pageUrl, image, provider: { name: seller, url: home }, today })
  }
  return productLd({ product, inventory, url: pageUrl, image, seller, today })
}

/** The offer of the product an event is booked as (its page is the event's booking address). */
async function bookingOffer(locale: Locale, bookUrl: string, origins: LocaleOrigins): Promise<JsonLd | null> {
  const catalogue = await loadCatalogue(locale)
  const product = [...catalogue.products.values()].find((p) => p.pagePath && withLocalePrefix(p.pagePath, locale) === bookUrl)
  if (!product) return null
  const inventory = catalogue.inventories.get(product.code)
  const price = startingPrice(product, inventory)
  const url = productUrl(product, locale, origins)
  return price == null || !url ? null : offer(price, url, availabilityOf(inventory, helsinkiToday()))
}

/** The landing page (by the site's name), each published page above this one, and the page itself. */
async function crumbs({ locale, pagePath, data, siteName }: Page, origins: LocaleOrigins): Promise<Crumb[]> {
  const at = (path: string) => absoluteUrl(withLocalePrefix(path, locale), locale, origins)
  const parents = await Promise.all(parentPaths(pagePath).map(async (p) => ({ p, page: await getPublishedContentPage(locale, p) })))
  return [
    { name: siteName, url: at('/') },
    ...parents.flatMap(({ p, page }) => (page ? [{ name: pageTitle(page.content), url: at(p) }] : [])),
    { name: pageTitle(data.content), url: at(pagePath) },
  ]
}
