// @vitest-environment happy-dom
import { NextIntlClientProvider } from 'next-intl'
import { act, useLayoutEffect, useState } from 'react'
import { describe, expect, it } from 'vitest'
import type { IsoDate } from '@/domain/catalogue'
import { catalogues } from '@/i18n/catalogues'
import { reactTestRoot } from '@/components/ui/reactTestRoot'
import { StayDates } from './StayDates'

const dom = reactTestRoot()
const today = '2026-12-01' as IsoDate

/**
 * The stay's dates as a booking form holds them. After each commit that React paints, before its
 * effects run, the departure field's text is noted: what the visitor sees in that frame.
 */
function Host({ painted }: { painted: string[] }) {
  const [from, setFrom] = useState<IsoDate | ''>('')
  const [to, setTo] = useState<IsoDate | ''>('')
  useLayoutEffect(() => {
    painted.push((document.getElementById('stay-to') as HTMLInputElement).value)
  })
  return <StayDates idPrefix="stay" from={from} to={to} today={today} onFrom={setFrom} onTo={setTo} />
}

function mount() {
  const painted: string[] = []
  act(() =>
    dom.root.render(
      <NextIntlClientProvider locale="fi" messages={catalogues.fi}>
        <Host painted={painted} />
      </NextIntlClientProvider>,
    ),
  )
  const field = (id: string) => dom.container.querySelector<HTMLInputElement>(`#${id}`)!
  return { arrival: field('stay-from'), departure: field('stay-to'), painted }
}

function type(input: HTMLInputElement, text: string) {
  act(() => {
    // React tracks the value it last set; the native setter makes the change visible to it.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

const enter = (input: HTMLInputElement) => act(() => input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })))

describe('the date field', () => {
  it('shows the departure that follows a new arrival in the same frame as the arrival', () => {
    const { arrival, departure, painted } = mount()
    type(arrival, '29.12.2026')
    enter(arrival)
    expect(departure.value).toBe('30.12.2026')
    // No frame showed the arrival committed with the departure still empty: text typed into the
    // departure in such a frame would be joined to the day that follows.
    expect(painted.at(-1)).toBe('30.12.2026')
    expect(painted.filter((text) => text === '')).toHaveLength(painted.length - 1)
  })

  it('keeps what the visitor is typing when a day is set from outside, and reports it on Enter', () => {
    const { arrival, departure } = mount()
    type(departure, '31.1')
    type(arrival, '29.12.2026')
    enter(arrival)
    expect(departure.value).toBe('31.1')
    enter(departure)
    expect(departure.value).toBe('31.1')
    expect(departure.getAttribute('aria-invalid')).toBe('true')
    expect(dom.container.textContent).toContain(catalogues.fi.shop.date.invalid)
  })

  it('writes a committed day in full and takes a day set from outside once the typing is done', () => {
    const { arrival, departure } = mount()
    type(arrival, '2.1.2027')
    enter(arrival)
    expect(arrival.value).toBe('02.01.2027')
    expect(departure.value).toBe('03.01.2027')
    type(departure, '5.1.2027')
    enter(departure)
    expect(departure.value).toBe('05.01.2027')
    type(arrival, '6.1.2027')
    enter(arrival)
    expect(departure.value).toBe('07.01.2027')
  })
})
