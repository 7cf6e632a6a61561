import { describe, expect, it } from 'vitest'
import { validateCartBody } from './schema'

describe('validate cart body', () => {
  it('defaults a missing quantity to 1 and keeps codes, showUpsell, the discount code and the e-mail', () => {
    const parsed = validateCartBody.parse({
      items: [
        { code: ' CLIMB-1 ', showUpsell: true },
        { code: 'GYM-10', quantity: 2 },
      ],
      discountCode: 'KESA',
      customerEmail: 'a@b.fi',
    })
    expect(parsed.items).toEqual([
      { code: 'CLIMB-1', quantity: 1, showUpsell: true },
      { code: 'GYM-10', quantity: 2 },
    ])
    expect(parsed).toMatchObject({ discountCode: 'KESA', customerEmail: 'a@b.fi' })
  })

  it('accepts an empty cart and an empty e-mail field', () => {
    expect(validateCartBody.safeParse({ items: [] }).success).toBe(true)
    expect(validateCartBody.safeParse({ items: [], customerEmail: '' }).success).toBe(true)
  })

  it('refuses quantities that are not whole numbers from 1 to 20, a missing code and a bad e-mail, naming the field', () => {
    const fields = (body: unknown) => {
      const result = validateCartBody.safeParse(body)
      return result.success ? [] : result.error.issues.map((i) => i.path.join('.'))
    }
    expect(fields({ items: [{ code: 'A', quantity: 0 }] })).toEqual(['items.0.quantity'])
    expect(fields({ items: [{ code: 'A', quantity: 1.5 }] })).toEqual(['items.0.quantity'])
    expect(fields({ items: [{ code: 'A', quantity: 21 }] })).toEqual(['items.0.quantity'])
    expect(fields({ items: [{ code: 'A', quantity: '2' }] })).toEqual(['items.0.quantity'])
    expect(fields({ items: [{ quantity: 1 }] })).toEqual(['items.0.code'])
    expect(fields({ items: [{ code: 'A' }], customerEmail: 'not-an-email' })).toEqual(['customerEmail'])
    expect(fields({})).toEqual(['items'])
    expect(fields(null)).toEqual([''])
  })

  it('refuses more than 30 items', () => {
    const items = Array.from({ length: 31 }, (_, i) => ({ code: `P${i}` }))
    expect(validateCartBody.safeParse({ items }).success).toBe(false)
  })
})
