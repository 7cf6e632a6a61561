import { describe, expect, it } from 'vitest'

import { mapTags } from '@/domain/map/tags'

import { seedArticles } from './articles'
import { seedMapPoints } from './mapPoints'
import { seedPages } from './pages'

const LANGS = ['fi', 'en', 'sv'] as const

describe('seed map points', () => {
  it('has at least 40 points with unique keys', () => {
    expect(seedMapPoints.length).toBeGreaterThanOrEqual(40)
    const keys = seedMapPoints.map((p) => p.key)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('covers all 21 map tags, and the main services several times', () => {
    const used = new Set(seedMapPoints.map((p) => p.tag))
    expect(mapTags.filter((t) => !used.has(t))).toEqual([])
    for (const p of seedMapPoints) expect(mapTags, p.key).toContain(p.tag)
    const count = (tag: string) => seedMapPoints.filter((p) => p.tag === tag).length
    for (const tag of ['reception', 'restaurant', 'parking', 'cottages', 'outdoorActivity']) expect(count(tag), tag).toBeGreaterThanOrEqual(3)
  })

  it('places every point on the site plan with one decimal, away from the edges', () => {
    for (const p of seedMapPoints)
      for (const v of [p.x, p.y]) {
        expect(v, p.key).toBeGreaterThanOrEqual(2)
        expect(v, p.key).toBeLessThanOrEqual(98)
        expect(Math.round(v * 10) / 10, p.key).toBe(v)
      }
  })

  it('keeps markers apart: no two points closer than 3 percentage units', () => {
    const close: string[] = []
    for (let i = 0; i < seedMapPoints.length; i++)
      for (let j = i + 1; j < seedMapPoints.length; j++) {
        const [a, b] = [seedMapPoints[i]!, seedMapPoints[j]!]
        if (Math.hypot(a.x - b.x, a.y - b.y) < 3) close.push(`${a.key} – ${b.key}`)
      }
    expect(close).toEqual([])
  })

  it('has names, descriptions and opening hours in all three languages', () => {
    for (const p of seedMapPoints)
      for (const lang of LANGS) {
        expect(p.name[lang].trim(), `${p.key}.name.${lang}`).not.toBe('')
        expect(p.description[lang].trim(), `${p.key}.description.${lang}`).not.toBe('')
        expect(p.description[lang], `${p.key}.description.${lang}`).not.toContain('\n')
        if (p.openingHours) expect(p.openingHours[lang].trim(), `${p.key}.openingHours.${lang}`).not.toBe('')
        if (p.link) expect(p.link.label[lang].trim(), `${p.key}.link.${lang}`).not.toBe('')
      }
    expect(seedMapPoints.filter((p) => p.openingHours).length).toBeGreaterThanOrEqual(20)
  })

  it('links only to pages and articles that exist', () => {
    const pageKeys = new Set(seedPages.map((p) => p.key))
    const articleKeys = new Set(seedArticles.map((a) => a.key))
    const linked = seedMapPoints.filter((p) => p.link)
    expect(linked.length).toBeGreaterThanOrEqual(15)
    for (const { key, link } of linked) {
      expect(['page', 'article'], key).toContain(link!.kind)
      if (link!.kind === 'page') expect(pageKeys.has(link!.pageKey), `${key}: ${link!.pageKey}`).toBe(true)
      if (link!.kind === 'article') expect(articleKeys.has(link!.articleKey), `${key}: ${link!.articleKey}`).toBe(true)
    }
  })
})
