// @vitest-environment happy-dom
import { act, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { reactTestRoot } from './reactTestRoot'
import { AwakeControls, AwakeForm } from './AwakeControls'

const dom = reactTestRoot()

/** A form whose parent re-renders it, as a booking part does on every choice. */
function Booking() {
  const [count, setCount] = useState(0)
  return (
    <AwakeForm aria-label="Booking">
      <input name="name" aria-label="Name" />
      <button type="button" onClick={() => setCount(count + 1)}>
        {count}
      </button>
    </AwakeForm>
  )
}

const fieldset = (root: ParentNode) => root.querySelector('fieldset')!

describe('AwakeControls', () => {
  it('is disabled in the server’s HTML, hydrates without a mismatch, and is usable once React has it', async () => {
    const html = renderToString(<Booking />)
    expect(html).toMatch(/<fieldset[^>]* disabled=""/)
    const page = document.body.appendChild(document.createElement('div'))
    page.innerHTML = html
    const served = fieldset(page)
    const errors: unknown[] = []

    const root = await act(async () => hydrateRoot(page, <Booking />, { onRecoverableError: (error) => errors.push(error) }))

    expect(errors).toEqual([])
    expect(fieldset(page)).toBe(served)
    expect(served.disabled).toBe(false)
    // A later render of the part leaves it usable: React never sets `disabled` again.
    act(() => page.querySelector('button')!.click())
    expect(page.querySelector('button')!.textContent).toBe('1')
    expect(served.disabled).toBe(false)
    act(() => root.unmount())
    page.remove()
  })

  it('is usable once mounted in the browser, as after a client-side navigation', async () => {
    await act(async () =>
      dom.root.render(
        <AwakeControls>
          <button type="button">Dismiss</button>
        </AwakeControls>,
      ),
    )
    expect(fieldset(dom.container).disabled).toBe(false)
  })
})
