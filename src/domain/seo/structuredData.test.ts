import { describe, expect, it } from 'vitest'
import type { EventView } from '../blocks'
import type { CourseInventory, ProductView } from '../catalogue'
import { courseLd } from './course'
import { eventLd, helsinkiDateTime } from './event'
import { offer } from './offer'
import { contactOf, organization, postalAddress, resortHotel, type ResortFacts } from './organization'
import { productLd } from './product'

const product = (over: Partial<ProductView>): ProductView => ({
  code: 'P',
  kind: 'accommodation',
  classification: 'Accommodation',
  schema: '',
  name: 'Room',
  marketingName: 'Lake room',
  shortDescription: 'By the lake',
  description: '',
  mainImage: null,
  images: [],
  erpStartingPrice: null,
  unitPrice: null,
  taxClass: 'accommodation',
  taxBasisPoints: 1400,
  currency: 'EUR',
  pagePath: null,
  assortmentCode: null,
  categories: [],
  filters: {},
  capacity: 2,
  details: {},
  bundleMembers: [],
  showUpsell: false,
  ...over,
})

const facts: ResortFacts = {
  name: 'Kuusirinne Resort',
  legalName: 'Kuusirinne Resort Oy',
  url: 'https://x.example/',
  address: 'Kuusirinteentie 1, 12345 Kuusirinne',
  telephone: '+358 40 123 4567',
  email: 'info@x.example',
  geo: { latitude: 61.68, longitude: 27.27 },
  mapUrl: 'https://www.openstreetmap.org/?mlat=61.68&mlon=27.27',
  image: null,
  checkIn: '15:00',
  checkOut: '12:00',
  stays: [{ name: 'Lake room', url: 'https://x.example/huone', price: 8900 }],
}

describe('the resort', () => {
  it('splits a Finnish address and finds the contacts in the footer text', () => {
    expect(postalAddress('Kuusirinteentie 1, 12345 Kuusirinne, Finland')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Kuusirinteentie 1',
      postalCode: '12345',
      addressLocality: 'Kuusirinne',
      addressCountry: 'FI',
    })
    expect(postalAddress('Somewhere')).toEqual({ '@type': 'PostalAddress', streetAddress: 'Somewhere', addressCountry: 'FI' })
    expect(contactOf('**Resort**\nKuusirinteentie 1, 12345 Kuusirinne\nPuh. +358 40 123 4567\ninfo@x.example')).toEqual({
      telephone: '+358 40 123 4567',
      email: 'info@x.example',
    })
  })
  it('is an organization and a hotel with check-in times and nightly offers', () => {
    expect(organization(facts)).toMatchObject({ '@type': 'Organization', name: 'Kuusirinne Resort', telephone: '+358 40 123 4567' })
    const hotel = resortHotel(facts)
    expect(hotel).toMatchObject({ '@type': 'Hotel', checkinTime: '15:00', checkoutTime: '12:00', address: { postalCode: '12345' } })
    expect(hotel.makesOffer).toEqual([expect.objectContaining({ '@type': 'Offer', price: '89.00', priceCurrency: 'EUR' })])
  })
  it('says where the hotel is on a map, and leaves the coordinates out until staff give them', () => {
    expect(resortHotel(facts)).toMatchObject({
      geo: { '@type': 'GeoCoordinates', latitude: 61.68, longitude: 27.27 },
      hasMap: 'https://www.openstreetmap.org/?mlat=61.68&mlon=27.27',
    })
    const unknown = resortHotel({ ...facts, geo: null, mapUrl: null })
    expect(unknown).not.toHaveProperty('geo')
    expect(unknown).not.toHaveProperty('hasMap')
  })
})

describe('products and courses', () => {
  it('offers a product from its starting price, else its lowest season price', () => {
    const base = { url: 'https://x.example/huone', image: null, seller: 'Kuusirinne Resort', today: '2026-03-01' as const }
    expect(productLd({ ...base, product: product({ erpStartingPrice: 9900 }), inventory: undefined }).offers).toMatchObject({
      price: '99.00',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
    })
    const inventory = {
      kind: 'accommodation' as const,
      capacity: 2,
      units: [],
      ratePlans: [],
      closed: [],
      seasons: [
        { from: '2026-01-01', to: '2026-05-31', nightly: 12000, minNights: 1 },
        { from: '2026-06-01', to: '2026-08-31', nightly: 9500, minNights: 1 },
      ],
    }
    expect(productLd({ ...base, product: product({}), inventory }).offers).toMatchObject({ price: '95.00' })
  })
  it('lists a course’s sessions to come as instances; none to come is sold out', () => {
    const inventory: CourseInventory = {
      kind: 'course',
      closed: [],
      sessions: [
        { id: 'a', from: '2026-02-01', to: '2026-02-02', places: 8, price: 8900 },
        { id: 'b', from: '2026-04-04', to: '2026-04-05', places: 8, price: 9900 },
      ],
    }
    const input = { product: product({ kind: 'course' }), inventory, url: 'u', image: null, provider: { name: 'R', url: 'https://x.example/' } }
    const ld = courseLd({ ...input, today: '2026-03-01' })
    expect(ld).toMatchObject({ '@type': 'Course', provider: { name: 'R' }, offers: { price: '89.00' } })
    expect(ld.hasCourseInstance).toEqual([
      expect.objectContaining({
        '@type': 'CourseInstance',
        startDate: '2026-04-04',
        endDate: '2026-04-05',
        offers: expect.objectContaining({ price: '99.00' }),
      }),
    ])
    expect(courseLd({ ...input, today: '2026-05-01' }).offers).toMatchObject({ availability: 'https://schema.org/SoldOut' })
  })
})

describe('events', () => {
  const event: EventView = {
    id: '1',
    uid: 'event-1@x',
    title: 'Christmas market',
    description: 'Stalls',
    location: 'Main building',
    start: '2026-12-05T14:00:00.000Z',
    end: '2026-12-05T18:00:00.000Z',
    recurrence: null,
    url: null,
    organizer: null,
    tags: [],
    pageUrl: '/tapahtumat/joulumarkkinat',
    bookUrl: null,
    image: null,
  }
  const venue = { name: 'Kuusirinne Resort', address: postalAddress(facts.address) }

  it('writes Helsinki times with their offset, summer and winter', () => {
    expect(helsinkiDateTime(new Date('2026-12-05T14:00:00Z'))).toBe('2026-12-05T16:00:00+02:00')
    expect(helsinkiDateTime(new Date('2026-07-01T09:30:00Z'))).toBe('2026-07-01T12:30:00+03:00')
  })
  it('is an Event at the resort with an offer when it is booked as a product', () => {
    const ld = eventLd({ event, url: 'u', image: null, venue, offer: offer(1500, 'b', 'InStock'), now: new Date('2026-11-01T00:00:00Z') })
    expect(ld).toMatchObject({
      '@type': 'Event',
      startDate: '2026-12-05T16:00:00+02:00',
      endDate: '2026-12-05T20:00:00+02:00',
      location: { '@type': 'Place', name: 'Main building', address: { addressLocality: 'Kuusirinne' } },
      offers: { price: '15.00', priceCurrency: 'EUR' },
    })
  })
  it('gives an all-day event dates only, ending on its last day', () => {
    const allDay = { ...event, start: '2026-12-04T22:00:00.000Z', end: '2026-12-06T22:00:00.000Z' }
    const ld = eventLd({ event: allDay, url: 'u', image: null, venue, offer: null, now: new Date('2026-11-01T00:00:00Z') })
    expect(ld).toMatchObject({ startDate: '2026-12-05', endDate: '2026-12-06' })
    expect(ld.offers).toBeUndefined()
  })
})
