import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { pathTable } from '@/domain/paths'

import { seedArticles, seedTags } from './articles'
import { seedLayout } from './layout'
import { seedPages } from './pages'
import { seedPopups } from './popups'
import type { Loc, SeedBlock } from './types'

const LANGS = ['fi', 'en', 'sv'] as const

const IMAGE_KEYS = new Set([
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
  'login-side',
  'person-1',
  'person-2',
  'person-3',
  'person-4',
  'person-5',
  'person-6',
])

const ALL_CONTENT = { seedPages, seedArticles, seedTags, seedPopups, seedLayout }

type Visit = (node: Record<string, unknown>, path: string) => void

/** Calls `visit` for every plain object reachable from `root` (depth first). */
const walk = (root: unknown, visit: Visit, path = '$'): void => {
  if (Array.isArray(root)) {
    root.forEach((item, i) => walk(item, visit, `${path}[${i}]`))
    return
  }
  if (root !== null && typeof root === 'object') {
    const node = root as Record<string, unknown>
    visit(node, path)
    for (const [k, v] of Object.entries(node)) walk(v, visit, `${path}.${k}`)
  }
}

const isLoc = (node: Record<string, unknown>): boolean => {
  const keys = Object.keys(node).sort()
  return keys.length === 3 && keys[0] === 'en' && keys[1] === 'fi' && keys[2] === 'sv'
}

const collectLocs = (root: unknown): { path: string; loc: Loc }[] => {
  const out: { path: string; loc: Loc }[] = []
  walk(root, (node, path) => {
    if (isLoc(node)) out.push({ path, loc: node as unknown as Loc })
  })
  return out
}

const allBlocks: SeedBlock[] = seedPages.flatMap((p) => p.body)

const blockTypesInTypesFile = (): string[] => {
  const source = readFileSync(new URL('./types.ts', import.meta.url), 'utf8')
  const union = source.slice(source.indexOf('export type SeedBlock'), source.indexOf('export type SeedPage'))
  return [...new Set([...union.matchAll(/blockType:\s*'([A-Za-z]+)'/g)].map((m) => m[1]))]
}

const pageKeys = new Set(seedPages.map((p) => p.key))
const articleKeys = new Set(seedArticles.map((a) => a.key))
const popupKeys = new Set(seedPopups.map((p) => p.key))
const tagKeys = new Set(seedTags.map((t) => t.key))

describe('seed content: keys', () => {
  it('has unique page keys', () => {
    expect(new Set(seedPages.map((p) => p.key)).size).toBe(seedPages.length)
  })

  it('has unique article keys', () => {
    expect(new Set(seedArticles.map((a) => a.key)).size).toBe(seedArticles.length)
  })

  it('has unique popup and tag keys, tag keys lowercase ascii', () => {
    expect(new Set(seedPopups.map((p) => p.key)).size).toBe(seedPopups.length)
    expect(new Set(seedTags.map((t) => t.key)).size).toBe(seedTags.length)
    for (const t of seedTags) expect(t.key).toMatch(/^[a-z][a-z0-9-]*$/)
  })

  it('has enough content', () => {
    expect(seedArticles.length).toBeGreaterThanOrEqual(7)
    expect(seedPopups.length).toBeGreaterThanOrEqual(2)
    expect(popupKeys.has('pet-policy')).toBe(true)
    expect(popupKeys.has('opening-hours')).toBe(true)
  })
})

describe('seed content: texts', () => {
  it('has three non-empty strings in every fi/en/sv object', () => {
    const locs = collectLocs(ALL_CONTENT)
    expect(locs.length).toBeGreaterThan(100)
    const bad = locs.filter(({ loc }) => LANGS.some((lang) => typeof loc[lang] !== 'string' || loc[lang].trim() === ''))
    expect(bad.map((b) => b.path)).toEqual([])
  })

  it('has no Loc-like objects with missing or extra languages', () => {
    const bad: string[] = []
    walk(ALL_CONTENT, (node, path) => {
      const keys = Object.keys(node)
      const langKeys = keys.filter((k) => (LANGS as readonly string[]).includes(k))
      if (langKeys.length > 0 && !isLoc(node)) bad.push(path)
    })
    expect(bad).toEqual([])
  })

  it('keeps meta texts reasonably short', () => {
    for (const page of seedPages) {
      for (const lang of LANGS) {
        expect(page.metaText[lang].length, `${page.key}.metaText.${lang}`).toBeLessThanOrEqual(160)
      }
    }
  })

  it('uses only links to existing paths in rich-text markdown', () => {
    const pathsByLang = Object.fromEntries(
      LANGS.map((lang) => [lang, new Set(seedPages.map((p) => (p.path[lang] === '/' ? '/' : `/${p.path[lang]}`)))]),
    ) as Record<(typeof LANGS)[number], Set<string>>
    // The app's own screens (the homeowner pages, My account, …) are linked by their paths as well.
    for (const lang of LANGS) for (const paths of Object.values(pathTable)) pathsByLang[lang].add(paths[lang] === '/' ? '/' : `/${paths[lang]}`)
    const bad: string[] = []
    for (const { path, loc } of collectLocs(ALL_CONTENT)) {
      for (const lang of LANGS) {
        for (const m of loc[lang].matchAll(/\]\(([^)]+)\)/g)) {
          const target = m[1]
          if (/^(https?:|mailto:|tel:|\/\/)/.test(target)) continue
          if (!pathsByLang[lang].has(target.split('#')[0])) bad.push(`${path}.${lang}: ${target}`)
        }
      }
    }
    expect(bad).toEqual([])
  })
})

describe('seed content: references', () => {
  it('resolves every page, article and popup reference', () => {
    const bad: string[] = []
    walk(ALL_CONTENT, (node, path) => {
      if (typeof node.pageKey === 'string' && !pageKeys.has(node.pageKey)) bad.push(`${path}: page ${node.pageKey}`)
      if (typeof node.articleKey === 'string' && !articleKeys.has(node.articleKey)) bad.push(`${path}: article ${node.articleKey}`)
      if (typeof node.popupKey === 'string' && !popupKeys.has(node.popupKey)) bad.push(`${path}: popup ${node.popupKey}`)
      if (typeof node.dialogPopupKey === 'string' && !popupKeys.has(node.dialogPopupKey)) bad.push(`${path}: popup ${node.dialogPopupKey}`)
    })
    expect(bad).toEqual([])
  })

  it('uses only known tags', () => {
    for (const a of seedArticles) {
      expect(a.tags.length, a.key).toBeGreaterThan(0)
      for (const t of a.tags) expect(tagKeys.has(t), `${a.key}: ${t}`).toBe(true)
    }
    for (const b of allBlocks) {
      if (b.blockType === 'articleList') for (const t of b.tags) expect(tagKeys.has(t), t).toBe(true)
    }
  })

  it('uses every link kind at least once', () => {
    const kinds = new Set<string>()
    walk(ALL_CONTENT, (node) => {
      if (typeof node.kind === 'string' && 'label' in node) kinds.add(node.kind)
    })
    expect([...kinds].sort()).toEqual(['article', 'asset', 'external', 'page', 'popup'])
  })

  it('uses every button appearance at least once', () => {
    const appearances = new Set<string>()
    walk(ALL_CONTENT, (node) => {
      if (typeof node.kind === 'string' && typeof node.appearance === 'string') appearances.add(node.appearance)
    })
    expect([...appearances].sort()).toEqual(['primary', 'secondary', 'white'])
  })
})

describe('seed content: paths and slugs', () => {
  it('has lowercase ascii paths without a leading slash (except the landing page)', () => {
    for (const page of seedPages) {
      for (const lang of LANGS) {
        const p = page.path[lang]
        if (p === '/') {
          expect(page.key, `${page.key}.${lang}`).toBe('landing')
          continue
        }
        expect(p, `${page.key}.${lang}`).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/)
      }
    }
  })

  it('has unique paths per language', () => {
    for (const lang of LANGS) {
      const paths = seedPages.map((p) => p.path[lang])
      expect(new Set(paths).size, lang).toBe(paths.length)
    }
  })

  it('has unique lowercase ascii article slugs per language', () => {
    for (const lang of LANGS) {
      const slugs = seedArticles.map((a) => a.slug[lang])
      expect(new Set(slugs).size, lang).toBe(slugs.length)
      for (const s of slugs) expect(s).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    }
  })

  it('has valid ISO publish dates', () => {
    for (const a of seedArticles) {
      expect(a.publishedAt, a.key).toMatch(/^\d{4}-\d{2}-\d{2}/)
      expect(Number.isNaN(Date.parse(a.publishedAt)), a.key).toBe(false)
    }
  })
})

describe('seed content: images', () => {
  it('uses only known image keys', () => {
    const used: string[] = []
    walk(ALL_CONTENT, (node) => {
      if (typeof node.image === 'string') used.push(node.image)
    })
    expect(used.length).toBeGreaterThan(20)
    expect(used.filter((key) => !IMAGE_KEYS.has(key))).toEqual([])
  })
})

describe('seed content: blocks', () => {
  it('uses every SeedBlock type from types.ts at least once', () => {
    const declared = blockTypesInTypesFile()
    expect(declared.length).toBeGreaterThanOrEqual(19)
    const used = new Set(allBlocks.map((b) => b.blockType))
    expect(declared.filter((t) => !used.has(t as SeedBlock['blockType']))).toEqual([])
  })

  it('keeps accordions at 20 items or fewer and contact cards at 6 people or fewer', () => {
    for (const b of allBlocks) {
      if (b.blockType === 'accordion') {
        expect(b.items.length).toBeGreaterThan(0)
        expect(b.items.length).toBeLessThanOrEqual(20)
      }
      if (b.blockType === 'contactCards') {
        expect(b.people.length).toBeGreaterThan(0)
        expect(b.people.length).toBeLessThanOrEqual(6)
      }
    }
  })

  it('gives the landing page a three-slide hero slider and the redirect page a target page', () => {
    const landing = seedPages.find((p) => p.key === 'landing')
    const slider = landing?.body.find((b) => b.blockType === 'heroSlider')
    expect(slider && slider.blockType === 'heroSlider' ? slider.slides.length : 0).toBe(3)
    for (const b of allBlocks) {
      // A page link, so each language redirects to its own address of the page (a typed url is one address).
      if (b.blockType === 'cardList' && b.display.component === 'redirect') expect(b.display.target?.kind).toBe('page')
    }
  })

  it('uses the matching content type for shop and education pages', () => {
    for (const page of seedPages) {
      const ext = page.body.find((b) => b.blockType === 'externalData')
      if (ext && ext.blockType === 'externalData') {
        // An education page shows its education product too (price, periods, application period).
        const productTypes = ['productPage', 'educationPage']
        if (ext.type === 'product') expect(productTypes, page.key).toContain(page.contentType)
        else expect(page.contentType, page.key).toBe('categoryPage')
      }
      if (page.contentType === 'educationPage') {
        expect(page.degreeTitle, page.key).toBeDefined()
        expect(
          page.body.some((b) => b.blockType === 'educationPage'),
          page.key,
        ).toBe(true)
      }
    }
  })
})

describe('seed content: layout', () => {
  it('has the pool maintenance alert and a nested navigation group', () => {
    expect(seedLayout.alert?.id).toBe('alert-2026-12-pool')
    const nav = [...seedLayout.header.primaryLinks, ...seedLayout.header.secondaryLinks]
    expect(nav.some((n) => (n.children?.length ?? 0) > 0)).toBe(true)
    expect(seedLayout.footer.legalLinks.length).toBeGreaterThanOrEqual(3)
  })
})
