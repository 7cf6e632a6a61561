// @vitest-environment happy-dom
import { act, Component, type ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { reactTestRoot } from '@/components/ui/reactTestRoot'
import { lateComponent } from './lateComponent'

const dom = reactTestRoot()

/** An import the test settles by hand, counting how often it was started. */
function manualImport() {
  const state = { started: 0, settle: (_ok: boolean) => {} }
  const importer = () => {
    state.started++
    return new Promise<() => ReactNode>((resolve, reject) => {
      state.settle = (ok) => (ok ? resolve(() => <p>late part</p>) : reject(new Error('chunk failed')))
    })
  }
  return { state, importer }
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError = () => ({ failed: true })
  render = () => (this.state.failed ? <p>error page</p> : this.props.children)
}

async function settle(settleIt: (ok: boolean) => void, ok: boolean) {
  await act(async () => {
    settleIt(ok)
    await Promise.resolve()
  })
}

describe('lateComponent', () => {
  it('early: fetches once the host is on screen, and renders the host again only when the part is wanted', async () => {
    const { state, importer } = manualImport()
    const useLate = lateComponent(importer, { early: true })
    let renders = 0
    function Host({ wanted }: { wanted: boolean }) {
      renders++
      const Late = useLate(wanted)
      return wanted ? Late ? <Late /> : <p>loading</p> : <p>closed</p>
    }
    act(() => dom.root.render(<Host wanted={false} />))
    expect(state.started).toBe(1)
    const before = renders
    await settle(state.settle, true)
    // Not wanted: its arrival costs the host no render.
    expect(renders).toBe(before)
    act(() => dom.root.render(<Host wanted />))
    expect(dom.container.textContent).toBe('late part')
    expect(state.started).toBe(1)
  })

  it('not early: fetches only once wanted, then shows the part', async () => {
    const { state, importer } = manualImport()
    const useLate = lateComponent(importer, { early: false })
    function Host({ wanted }: { wanted: boolean }) {
      const Late = useLate(wanted)
      return wanted ? Late ? <Late /> : <p>loading</p> : <p>closed</p>
    }
    act(() => dom.root.render(<Host wanted={false} />))
    expect(state.started).toBe(0)
    act(() => dom.root.render(<Host wanted />))
    expect(state.started).toBe(1)
    expect(dom.container.textContent).toBe('loading')
    await settle(state.settle, true)
    expect(dom.container.textContent).toBe('late part')
  })

  it('a failed load while wanted reaches the error boundary, and a new host tries again', async () => {
    const { state, importer } = manualImport()
    const useLate = lateComponent(importer, { early: false })
    function Host() {
      const Late = useLate(true)
      return Late ? <Late /> : <p>loading</p>
    }
    act(() =>
      dom.root.render(
        <Boundary key="first">
          <Host />
        </Boundary>,
      ),
    )
    await settle(state.settle, false)
    expect(dom.container.textContent).toBe('error page')
    act(() =>
      dom.root.render(
        <Boundary key="again">
          <Host />
        </Boundary>,
      ),
    )
    expect(state.started).toBe(2)
    await settle(state.settle, true)
    expect(dom.container.textContent).toBe('late part')
  })
})
