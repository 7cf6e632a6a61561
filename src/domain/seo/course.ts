import type { Inventory, IsoDate, ProductView } from '../catalogue'
import { compact, type JsonLd } from './jsonLd'
import { availabilityOf, offer, startingPrice } from './offer'

export type CoursePage = {
  product: ProductView
  inventory: Inventory | undefined
  url: string
  image: string | null
  provider: { name: string; url: string }
  today: IsoDate
}

/**
 * A course or an education as a schema.org Course. A course lists its sessions to come as course
 * instances, each with its dates and price; an education is offered as a whole from its price.
 */
export function courseLd({ product, inventory, url, image, provider, today }: CoursePage): JsonLd {
  const price = startingPrice(product, inventory)
  const sessions = inventory?.kind === 'course' ? inventory.sessions.filter((s) => s.from >= today) : []
  return compact({
    '@type': 'Course',
    name: product.marketingName || product.name,
    description: product.shortDescription || product.name,
    courseCode: product.code,
    url,
    image,
    provider: { '@type': 'Organization', name: provider.name, url: provider.url },
    educationalCredentialAwarded: product.details.degreeTitle,
    offers: price == null ? undefined : offer(price, url, availabilityOf(inventory, today), { category: 'Paid' }),
    hasCourseInstance: sessions.length
      ? sessions.map((s) => ({
          '@type': 'CourseInstance',
          courseMode: 'Onsite',
          startDate: s.from,
          endDate: s.to,
          offers: offer(s.price, url, 'InStock', { category: 'Paid' }),
        }))
      : [{ '@type': 'CourseInstance', courseMode: 'Onsite' }],
  })
}
