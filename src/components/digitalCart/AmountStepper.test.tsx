// @vitest-environment happy-dom
import { NextIntlClientProvider } from 'next-intl'
import { act, useState } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { reactTestRoot } from '@/components/ui/reactTestRoot'
import { NumberStepper, typedAmount } from '@/components/booking/NumberStepper'
import { catalogues } from '@/i18n/catalogues'
import { AmountStepper } from './AmountStepper'

const dom = reactTestRoot()
const changes: number[] = []

beforeEach(() => {
  changes.length = 0
})

/** The stepper as a page holds it: the amount lives in the parent and every applied change is recorded. */
function Host({ initial, min, max, pass }: { initial: number; min: number; max: number; pass: boolean }) {
  const [value, setValue] = useState(initial)
  const onChange = (n: number) => {
    changes.push(n)
    setValue(n)
  }
  return pass ? (
    <AmountStepper id="amount" label="Määrä" of="Kiipeily 5 krt" value={value} min={min} max={max} onChange={onChange} />
  ) : (
    <NumberStepper id="amount" label="Aikuiset" value={value} min={min} max={max} onChange={onChange} />
  )
}

/** Only the texts each host really gives: the cart dialog has no `shop` texts, the booking widgets have them. */
function mount(props: { initial: number; min: number; max: number; pass: boolean }) {
  const messages = props.pass ? { digitalCart: catalogues.fi.digitalCart } : { shop: catalogues.fi.shop }
  act(() =>
    dom.root.render(
      <NextIntlClientProvider locale="fi" messages={messages}>
        <Host {...props} />
      </NextIntlClientProvider>,
    ),
  )
  const input = dom.container.querySelector('input')!
  const [minus, plus] = [...dom.container.querySelectorAll('button')]
  return { input, minus: minus!, plus: plus! }
}

function typeInto(input: HTMLInputElement, text: string) {
  act(() => {
    // React tracks the value it last set; the native setter makes the change visible to it.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

for (const pass of [true, false]) {
  describe(pass ? 'the pass amount stepper' : 'the shop number stepper', () => {
    it('lets the visitor clear the field and type a new amount', () => {
      const { input } = mount({ initial: 1, min: 1, max: 20, pass })
      typeInto(input, '')
      expect(input.value).toBe('')
      typeInto(input, '5')
      expect(input.value).toBe('5')
      expect(changes).toEqual([5])
    })

    it('keeps what does not parse until the field is left, then puts the last amount back', () => {
      const { input } = mount({ initial: 3, min: 1, max: 20, pass })
      act(() => input.focus())
      typeInto(input, '')
      act(() => input.blur())
      expect(input.value).toBe('3')
      expect(changes).toEqual([])
    })

    it('applies the nearest allowed amount on Enter or when the field is left', () => {
      const { input } = mount({ initial: 3, min: 1, max: 20, pass })
      typeInto(input, '25')
      expect(changes).toEqual([])
      act(() => input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })))
      expect(input.value).toBe('20')
      typeInto(input, '0')
      act(() => input.dispatchEvent(new FocusEvent('focusout', { bubbles: true })))
      expect(input.value).toBe('1')
      expect(changes).toEqual([20, 1])
    })

    it('keeps focus on a button that reaches its limit, marks it aria-disabled and ignores further presses', () => {
      const { input, minus, plus } = mount({ initial: 19, min: 1, max: 20, pass })
      act(() => plus.focus())
      act(() => plus.click())
      expect(input.value).toBe('20')
      expect(plus.disabled).toBe(false)
      expect(plus.getAttribute('aria-disabled')).toBe('true')
      expect(document.activeElement).toBe(plus)
      act(() => plus.click())
      expect(input.value).toBe('20')
      expect(changes).toEqual([20])
      expect(minus.getAttribute('aria-disabled')).toBe('false')
    })

    it('names the field and its buttons after what is counted', () => {
      const { input, minus, plus } = mount({ initial: 1, min: 1, max: 20, pass })
      const label = dom.container.querySelector(`label[for="${input.id}"]`)!.textContent
      expect(label).toContain(pass ? 'Määrä: Kiipeily 5 krt' : 'Aikuiset')
      expect(minus.getAttribute('aria-label')).toContain(pass ? 'Kiipeily 5 krt' : 'Aikuiset')
      expect(plus.getAttribute('aria-label')).toContain(pass ? 'Kiipeily 5 krt' : 'Aikuiset')
    })
  })
}

describe('a typed amount', () => {
  it('is a whole number kept within the limits, or nothing while it is not one', () => {
    expect(typedAmount(' 7 ', 1, 20)).toBe(7)
    expect(typedAmount('40', 1, 20)).toBe(20)
    expect(typedAmount('-3', 0, 12)).toBe(0)
    for (const text of ['', '-', '2.5', '1e3', 'kaksi']) expect(typedAmount(text, 1, 20)).toBeNull()
  })
})
