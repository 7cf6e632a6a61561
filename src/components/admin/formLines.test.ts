import type { FormState } from 'payload'
import { describe, expect, it } from 'vitest'
import { formLines, leftOf } from './formLines'

const state = {
  status: { value: 'confirmed' },
  lines: { value: 2, rows: [{ id: 'a' }, { id: 'b' }] },
  'lines.0.id': { value: 'a' },
  'lines.0.title': { value: 'Metsämökki' },
  'lines.0.total': { value: 24000 },
  'lines.0.refunded': { value: 4000 },
  'lines.0.cancelledAt': { value: null },
  'lines.1.id': { value: 'b' },
  'lines.1.title': { value: 'Sauna' },
  'lines.1.total': { value: 3000 },
  'lines.1.refunded': { value: 3000 },
  'lines.1.cancelledAt': { value: '2026-11-20T10:00:00.000Z' },
} as unknown as FormState

describe('formLines', () => {
  it('reads each row of the flat form state, with what is left to refund', () => {
    const lines = formLines(state)
    expect(lines).toEqual([
      { id: 'a', title: 'Metsämökki', total: 24000, refunded: 4000, cancelledAt: null },
      { id: 'b', title: 'Sauna', total: 3000, refunded: 3000, cancelledAt: '2026-11-20T10:00:00.000Z' },
    ])
    expect(lines.map(leftOf)).toEqual([20000, 0])
  })

  it('has no lines when the form has none', () => {
    expect(formLines({} as FormState)).toEqual([])
  })
})
