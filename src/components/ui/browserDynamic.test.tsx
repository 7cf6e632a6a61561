// @vitest-environment happy-dom
import { act, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { reactTestRoot } from '@/components/ui/reactTestRoot'
import dynamic from './browserDynamic'

const dom = reactTestRoot()

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0)
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  )
}

/** An import the test settles by hand, as a chunk arriving over the network. */
function manualImport<T>(loaded: T) {
  let arrive = () => {}
  const importer = () => new Promise<T>((resolve) => (arrive = () => resolve(loaded)))
  return { importer, arrive: () => act(async () => arrive()) }
}

describe("the browser's next/dynamic", () => {
  it("hydrates the server's HTML of an island once its script is in, keeping the element and answering clicks", async () => {
    const { importer, arrive } = manualImport({ default: Counter })
    const Island = dynamic(importer)
    const page = document.body.appendChild(document.createElement('div'))
    page.innerHTML = `<main>${renderToString(<Counter label="Tickets" />)}</main>`
    const served = page.querySelector('button')!
    const errors: unknown[] = []

    const root = await act(async () =>
      hydrateRoot(
        page,
        <main>
          <Island label="Tickets" />
        </main>,
        { onRecoverableError: (error) => errors.push(error) },
      ),
    )
    await arrive()

    expect(errors).toEqual([])
    expect(page.querySelector('button')).toBe(served)
    act(() => served.click())
    expect(served.textContent).toBe('Tickets 1')
    act(() => root.unmount())
    page.remove()
  })

  it('shows the loading part of a part not rendered on the server until its script is in, and takes a component as well as a module', async () => {
    const { importer, arrive } = manualImport(Counter)
    const Form = dynamic(importer, { ssr: false, loading: () => <p>Loading…</p> })
    act(() => dom.root.render(<Form label="Sign in" />))
    expect(dom.container.textContent).toBe('Loading…')

    await arrive()
    expect(dom.container.querySelector('button')?.textContent).toBe('Sign in 0')
  })
})
