import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import type { Page } from '@/payload-types'
import { normalizeBlocks, type BlockContext } from './normalizeBlocks'

type Body = NonNullable<Page['body']>

const paragraph = (text: string) => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: null,
    children: [
      {
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: null,
        children: [{ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
      },
    ],
  },
})

const articleDoc = {
  id: 7,
  title: 'Ice swimming',
  shortDescription: 'Why the lake is good for you',
  slug: 'ice-swimming',
  image: null,
  publishedAt: '2026-01-05T10:00:00.000Z',
  tags: [{ id: 3, name: 'Wellbeing' }],
}

function context(found: unknown[] = []): BlockContext & { queries: unknown[] } {
  const queries: unknown[] = []
  const payload = {
    find: async (query: unknown) => {
      queries.push(query)
      return { docs: found }
    },
  } as unknown as Payload
  return { payload, locale: 'en', entryId: 42, draft: false, queries }
}

const normalize = (body: Body, ctx = context()) => normalizeBlocks(body as Page['body'], ctx)

describe('normalizeBlocks', () => {
  it('turns rich text into HTML and drops the block name', async () => {
    const [block] = await normalize([
      { blockType: 'wysiwygBlock', id: 'w1', blockName: 'Intro', content: paragraph('Hello'), alignLeft: true, fontSize: 'large' } as never,
    ])
    expect(block).toEqual({ blockType: 'wysiwygBlock', id: 'w1', content: '<p>Hello</p>', alignLeft: true, fontSize: 'large' })
  })

  it('removes a field whose has-switch is off, and the switch itself', async () => {
    const button = { contentType: 'externalUrl', label: 'Apply', url: 'https://example.com/apply', appearance: 'primary' }
    const [off, on] = await normalize([
      { blockType: 'educationPage', id: 'e1', hasSidebarInfoButton: false, sidebarInfoButton: button } as never,
      { blockType: 'educationPage', id: 'e2', hasSidebarInfoButton: true, sidebarInfoButton: button } as never,
    ])
    expect(off).toEqual({ blockType: 'educationPage', id: 'e1', sidebarInfoButton: null })
    expect(on).toEqual({
      blockType: 'educationPage',
      id: 'e2',
      sidebarInfoButton: {
        contentType: 'externalUrl',
        url: 'https://example.com/apply',
        title: 'Apply',
        newTab: true, // an external address opens in a new tab unless staff say otherwise
        id: 'https://example.com/apply',
        icon: null,
        appearance: 'primary',
      },
    })
  })

  it('answers an externalData block with the shop field names', async () => {
    const [category, product] = await normalize([
      {
        blockType: 'externalData',
        id: 'x1',
        type: 'category',
        code: 'MAJOITUS',
        schema: 'Active hours',
        categoryMarketingName: 'Stays',
        itemLayoutProduct: 'list',
      },
      { blockType: 'externalData', id: 'x2', type: 'product', code: 'SAUNA', marketingName: 'Lakeside sauna' },
    ])
    expect(category).toEqual({
      blockType: 'externalData',
      id: 'x1',
      type: 'category',
      code: 'MAJOITUS',
      classification: 'category',
      schema: 'Active hours',
      attributes: { marketing_name: undefined, category_marketing_name: 'Stays', item_layout: { product: 'list' } },
    })
    expect(product).toEqual({
      blockType: 'externalData',
      id: 'x2',
      type: 'product',
      code: 'SAUNA',
      classification: undefined,
      schema: undefined,
      attributes: { marketing_name: 'Lakeside sauna', category_marketing_name: undefined, item_layout: undefined },
    })
  })

  it('gives a map the id of its page and position, and its places in name order', async () => {
    const place = (id: number, name: string) => ({
      id,
      name,
      tag: 'cafe',
      x: 10,
      y: 20.5,
      description: null,
      openingHours: 'Daily 8–20',
      link: { contentType: 'standardPage', page: null },
    })
    const ctx = context([place(2, 'Café Kanerva'), place(1, 'Beach kiosk')])
    const blocks = await normalize(
      [
        { blockType: 'proximiMap', id: 'm0', title: 'Map one', plan: null },
        { blockType: 'proximiMap', id: 'm1', title: null, plan: null },
      ],
      ctx,
    )
    const points = [
      { id: '1', name: 'Beach kiosk', description: '', tag: 'cafe', x: 10, y: 20.5, openingHours: 'Daily 8–20', link: null },
      { id: '2', name: 'Café Kanerva', description: '', tag: 'cafe', x: 10, y: 20.5, openingHours: 'Daily 8–20', link: null },
    ]
    expect(blocks).toEqual([
      { blockType: 'proximiMap', id: '42-0', title: 'Map one', plan: null, points },
      { blockType: 'proximiMap', id: '42-1', title: null, plan: null, points },
    ])
    expect(ctx.queries[0]).toMatchObject({ collection: 'map-points', locale: 'en' })
  })

  it("answers a card list's display with its component and address", async () => {
    const [block] = await normalize([
      { blockType: 'cardList', id: 'c1', display: { component: 'redirect', url: 'https://example.com/shop' }, cards: [] } as never,
    ])
    expect(block).toEqual({
      blockType: 'cardList',
      id: 'c1',
      display: { component: 'redirect', url: 'https://example.com/shop' },
      cards: [],
    })
  })

  it('gives a content card its button in the block-wide appearance, and none when switched off', async () => {
    const button = { contentType: 'externalUrl', label: 'Book', url: 'https://example.com/book', appearance: 'primary', id: 'b1' }
    const [block] = await normalize([
      {
        blockType: 'contentCards',
        id: 'cc',
        title: 'Things to do',
        backgroundColor: 'sand',
        slidesButtonAppearance: 'white',
        cards: [
          { id: 'k1', title: 'Canoeing', hasButton: true, button },
          { id: 'k2', title: 'Hiking', hasButton: false, button },
        ],
      } as never,
    ])
    expect(block.blockType).toBe('contentCards')
    if (block.blockType !== 'contentCards') return
    expect(block.cards?.map((c) => [c.title, c.button?.appearance ?? null, c.button?.url ?? null, c.dialog])).toEqual([
      ['Canoeing', 'white', 'https://example.com/book', null],
      ['Hiking', null, null, null],
    ])
  })

  it('lists the newest articles of the chosen topics', async () => {
    const ctx = context([articleDoc])
    const [block] = await normalize([{ blockType: 'articleList', id: 'a1', title: 'News', tags: [3, { id: 5 }] as never, limit: 2 }], ctx)
    expect(block).toEqual({
      blockType: 'articleList',
      id: 'a1',
      title: 'News',
      limit: 2,
      tags: ['3', '5'],
      articles: [
        {
          id: '7',
          title: 'Ice swimming',
          shortDescription: 'Why the lake is good for you',
          url: '/en/articles/ice-swimming',
          image: null,
          publishedAt: '2026-01-05T10:00:00.000Z',
          tags: ['Wellbeing'],
        },
      ],
    })
    expect(ctx.queries).toMatchObject([{ collection: 'articles', locale: 'en', limit: 2, draft: false }])
  })
})
