import { describe, expect, it } from 'vitest'
import { emptyCart, maxCartLines, setDiscountCode, setPersonNames, type CartState } from './cartState'
import { fromCompact, toCompact } from './compactCart'
import { adultNames, cartOf, giftLine, slotLine, stayLine } from './testLines'

describe('the compact cookie form', () => {
  const roundTrip = (cart: CartState) => fromCompact(JSON.parse(JSON.stringify(toCompact(cart))))

  it('gives back every line as chosen, with names, guests and validity', () => {
    const named = setDiscountCode(setPersonNames(cartOf(stayLine(), slotLine()), 'stay', adultNames), 'SUMMER26', 1000)
    const back = roundTrip(named)
    expect(back.discountCode).toBe('SUMMER26')
    expect(back.discountSetAt).toBe(1000)
    for (const [i, line] of named.lines.entries()) {
      const unpriced = { ...line, title: '', image: null, price: 0, priceWithoutTax: 0 }
      expect(back.lines[i]).toEqual(unpriced)
    }
  })

  it('leaves titles, images and prices out, except a gift card value', () => {
    const text = JSON.stringify(toCompact(cartOf(stayLine())))
    expect(text).not.toContain('Marketing')
    expect(text).not.toContain('/a.jpg')
    expect(text).not.toContain('20000')
    expect(roundTrip(cartOf(stayLine())).lines[0]).toMatchObject({ title: '', image: null, price: 0 })
    expect(roundTrip(cartOf(giftLine(4200))).lines[0]).toMatchObject({ price: 4200, metadata: { value: 4200, comment: 'Hyvää syntymäpäivää! 🎂' } })
  })

  it('keeps the gift card codes and the design chosen for a gift card', () => {
    const gift = giftLine(4200)
    const withDesign = { ...gift, metadata: { ...gift.metadata, design: 'forest' } }
    const back = roundTrip({ ...cartOf(withDesign), giftCardCodes: ['ABCD-EFGH'] })
    expect(back.giftCardCodes).toEqual(['ABCD-EFGH'])
    expect(back.lines[0].metadata.design).toBe('forest')
    // Codes alone (the lines were removed) are a cart worth keeping too.
    expect(toCompact({ ...emptyCart, giftCardCodes: ['ABCD'] }).c).toEqual(['ABCD'])
  })

  it('reads only code-like gift card codes, normalized, at most five', () => {
    const compact = toCompact(cartOf(slotLine()))
    expect(fromCompact({ ...compact, c: ['abcd efgh', 7, 'x'.repeat(41)] }).giftCardCodes).toEqual([])
    expect(fromCompact({ ...compact, c: ['abcd efgh', 'A', 'B', 'C', 'D', 'E'] }).giftCardCodes).toEqual(['ABCD-EFGH', 'A', 'B', 'C', 'D'])
    expect(fromCompact({ ...compact, c: 'ABCD' }).giftCardCodes).toEqual([])
  })

  it('drops what a tampered cookie holds that is not a cart line', () => {
    const compact = toCompact(cartOf(slotLine()))
    expect(fromCompact({ ...compact, l: [...compact.l, { k: 'x', p: 'Y', i: 'spaceship', m: {} }] }).lines).toHaveLength(1)
    expect(fromCompact({ ...compact, l: [{ ...compact.l[0], m: { dateTime: 'not a time' } }] }).lines).toEqual([])
    expect(fromCompact({ ...compact, l: [{ ...compact.l[0], m: { ...compact.l[0].m, amount: 40, extra: 'x' } }] }).lines[0].metadata).not.toHaveProperty(
      'extra',
    )
    expect(fromCompact({ ...compact, l: [compact.l[0], compact.l[0]] }).lines).toHaveLength(1)
    expect(fromCompact('nonsense')).toEqual(emptyCart)
    expect(fromCompact({ v: 2, l: [] })).toEqual(emptyCart)
  })

  it('never restores more lines than the server prices', () => {
    const compact = toCompact(cartOf(slotLine()))
    const long = { ...compact, l: Array.from({ length: 40 }, (_, i) => ({ ...compact.l[0], k: `k${i}` })) }
    expect(fromCompact(long).lines).toHaveLength(maxCartLines)
  })

  it('never restores a gift card mixed with other items', () => {
    const mixed = { v: 1, l: [...toCompact(cartOf(slotLine())).l, ...toCompact(cartOf(giftLine())).l] }
    expect(fromCompact(mixed).lines).toEqual([])
  })
})
