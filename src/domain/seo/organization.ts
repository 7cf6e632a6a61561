import type { Cents, LocalTime } from '../catalogue'
import { compact, euros, type JsonLd } from './jsonLd'

/** What the site settings, the footer and the catalogue say about the resort (docs/seo.md#structured-data). */
export type ResortFacts = {
  name: string
  legalName: string | null
  url: string
  /** The seller's address as staff wrote it: 'Street 1, 12345 Town[, Country]'. */
  address: string | null
  telephone: string | null
  email: string | null
  /** Where the resort is (WGS 84), and a link to it on a map service. */
  geo: { latitude: number; longitude: number } | null
  mapUrl: string | null
  image: string | null
  checkIn: LocalTime | null
  checkOut: LocalTime | null
  /** Stays sold on the site, each from its lowest price. */
  stays: { name: string; url: string; price: Cents }[]
}

export type PostalAddress = { '@type': 'PostalAddress'; streetAddress: string; postalCode?: string; addressLocality?: string; addressCountry: string }

/**
 * A Finnish postal address split for schema.org. The resort is in Finland, so a missing country
 * is 'FI'; an address that does not read as street, postal code and town stays whole.
 */
export function postalAddress(text: string | null): PostalAddress | null {
  const value = text?.trim()
  if (!value) return null
  const match = /^(.+?),\s*(\d{5})\s+([^,]+?)(?:,\s*(.+))?$/.exec(value)
  if (!match) return { '@type': 'PostalAddress', streetAddress: value, addressCountry: 'FI' }
  const [, streetAddress, postalCode, addressLocality, country] = match
  const addressCountry = !country || /^(finland|suomi)$/i.test(country.trim()) ? 'FI' : country.trim()
  return { '@type': 'PostalAddress', streetAddress, postalCode, addressLocality, addressCountry }
}

/** The first telephone number and e-mail address of a contact text (the footer's contact column). */
export function contactOf(text: string): { telephone: string | null; email: string | null } {
  const telephone = /\+?\d[\d \-()]{6,}\d/.exec(text)?.[0].replace(/\s+/g, ' ') ?? null
  const email = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/.exec(text)?.[0] ?? null
  return { telephone, email }
}

/** The company behind the site. */
export function organization(facts: ResortFacts): JsonLd {
  return compact({
    '@type': 'Organization',
    '@id': `${facts.url}#organization`,
    name: facts.name,
    legalName: facts.legalName,
    url: facts.url,
    image: facts.image,
    telephone: facts.telephone,
    email: facts.email,
    address: postalAddress(facts.address),
  })
}

/** The resort as a hotel: where it is, how to reach it, when guests arrive and leave, what it offers. */
export function resortHotel(facts: ResortFacts): JsonLd {
  return compact({
    '@type': 'Hotel',
    '@id': `${facts.url}#hotel`,
    name: facts.name,
    url: facts.url,
    image: facts.image,
    telephone: facts.telephone,
    email: facts.email,
    address: postalAddress(facts.address),
    geo: facts.geo ? { '@type': 'GeoCoordinates', latitude: facts.geo.latitude, longitude: facts.geo.longitude } : undefined,
    hasMap: facts.mapUrl,
    checkinTime: facts.checkIn,
    checkoutTime: facts.checkOut,
    parentOrganization: { '@id': `${facts.url}#organization` },
    makesOffer: facts.stays.length
      ? facts.stays.map((s) => ({
          '@type': 'Offer',
          name: s.name,
          url: s.url,
          price: euros(s.price),
          priceCurrency: 'EUR',
          priceSpecification: { '@type': 'UnitPriceSpecification', price: euros(s.price), priceCurrency: 'EUR', unitText: 'night' },
        }))
      : undefined,
  })
}
