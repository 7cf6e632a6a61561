import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { renderImage, seedImages } from './images'

const KEYS = [
  'hero-lake-summer',
  'hero-winter-slope',
  'hero-autumn-forest',
  'resort-hotel',
  'cottage-lakeside',
  'apartment-interior',
  'hotel-room',
  'swimming-hall',
  'spa-sauna',
  'padel-court',
  'tennis-hall',
  'pickleball',
  'gym',
  'restaurant-dining',
  'cafe',
  'kids-playground',
  'canoe-lake',
  'hiking-trail',
  'cross-country-ski',
  'fatbike',
  'yoga',
  'conference-room',
  'education-classroom',
  'student-coach',
  'gift-card',
  'map-overview',
  'site-plan',
  'login-side',
  'person-1',
  'person-2',
  'person-3',
  'person-4',
  'person-5',
  'person-6',
]

describe('seed images', () => {
  it('lists exactly the expected keys, without duplicates', () => {
    const keys = seedImages.map((i) => i.key)
    expect(new Set(keys).size).toBe(keys.length)
    expect([...keys].sort()).toEqual([...KEYS].sort())
  })

  it('has non-empty alt texts in fi, en and sv', () => {
    for (const { key, alt } of seedImages) {
      for (const lang of ['fi', 'en', 'sv'] as const) {
        expect(alt[lang].trim(), `${key}.${lang}`).not.toBe('')
      }
    }
  })

  it('renders every key as a JPEG of the right size', async () => {
    const renders = await Promise.all(seedImages.map(async ({ key }) => ({ key, buf: await renderImage(key) })))
    for (const { key, buf } of renders) {
      expect(buf[0], key).toBe(0xff)
      expect(buf[1], key).toBe(0xd8)
      const meta = await sharp(buf).metadata()
      const [width, height] = key.startsWith('person-') ? [800, 800] : key === 'site-plan' ? [1600, 1000] : [1920, 1080]
      expect(meta.format, key).toBe('jpeg')
      expect([meta.width, meta.height], key).toEqual([width, height])
    }
  }, 60_000)

  it('renders deterministically', async () => {
    for (const key of ['hero-lake-summer', 'map-overview', 'site-plan', 'person-3', 'gift-card']) {
      const [a, b] = await Promise.all([renderImage(key), renderImage(key)])
      expect(a.equals(b), key).toBe(true)
    }
  }, 60_000)

  it('rejects unknown keys', async () => {
    await expect(renderImage('no-such-image')).rejects.toThrow(/Unknown seed image/)
  })
})
