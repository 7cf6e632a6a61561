// @vitest-environment happy-dom
import nextDynamic from 'next/dist/shared/lib/app-dynamic'
import { act, useId, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { prerenderToNodeStream } from 'react-dom/static'
import { describe, expect, it } from 'vitest'
import { reactTestRoot } from '@/components/ui/reactTestRoot'
import dynamic from './browserDynamic'

const dom = reactTestRoot()

/**
 * An island with ids of its own, as the forms have (labels, descriptions). A click adds a note that
 * refers to the heading by the id React gives it in the browser, as a form's error message would.
 */
function Counter({ label }: { label: string }) {
  const id = useId()
  const [count, setCount] = useState(0)
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{label}</h2>
      <button type="button" onClick={() => setCount(count + 1)}>
        {count}
      </button>
      {count > 0 ? <p aria-labelledby={`${id}-title`}>noted</p> : null}
    </section>
  )
}

/** An import the test settles by hand, as a chunk arriving over the network. */
function manualImport<T>(loaded: T) {
  let arrive = () => {}
  const importer = () => new Promise<T>((resolve) => (arrive = () => resolve(loaded)))
  return { importer, arrive: () => act(async () => arrive()) }
}

/** The page's HTML as the server renders it, with Next's own next/dynamic. */
async function servedHtml(label: string) {
  const ServerIsland = nextDynamic(() => Promise.resolve(Counter))
  const { prelude } = await prerenderToNodeStream(
    <main>
      <ServerIsland label={label} />
    </main>,
  )
  let html = ''
  for await (const chunk of prelude) html += String(chunk)
  return html
}

describe("the browser's next/dynamic", () => {
  it("hydrates the HTML that Next's own rendered on the server: same element, same ids, and it answers clicks", async () => {
    const { importer, arrive } = manualImport({ default: Counter })
    const Island = dynamic(importer)
    const page = document.body.appendChild(document.createElement('div'))
    page.innerHTML = await servedHtml('Tickets')
    const served = page.querySelector('section')!
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
    expect(page.querySelector('section')).toBe(served)
    act(() => page.querySelector('button')!.click())
    expect(page.querySelector('button')!.textContent).toBe('1')
    // The note is made in the browser: it finds the served heading only if the ids are the server's.
    const note = page.querySelector('p')!
    expect(note.getAttribute('aria-labelledby')).toBe(served.getAttribute('aria-labelledby'))
    expect(page.querySelector(`[id="${note.getAttribute('aria-labelledby')}"]`)?.textContent).toBe('Tickets')
    act(() => root.unmount())
    page.remove()
  })

  it('shows the loading part of a part not rendered on the server until its script is in, and takes a component as well as a module', async () => {
    const { importer, arrive } = manualImport(Counter)
    const Form = dynamic(importer, { ssr: false, loading: () => <p>Loading…</p> })
    act(() => dom.root.render(<Form label="Sign in" />))
    expect(dom.container.textContent).toBe('Loading…')

    await arrive()
    expect(dom.container.querySelector('h2')?.textContent).toBe('Sign in')
  })
})
