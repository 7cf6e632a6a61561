// @vitest-environment happy-dom
import { act, Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { reactTestRoot } from '@/components/ui/reactTestRoot'
import { lazyOnIntent } from './lazyOnIntent'

const dom = reactTestRoot()

describe('lazyOnIntent', () => {
  it('fetches the part when the visitor focuses its control, before any click, and renders it once asked for', async () => {
    let loads = 0
    const { Part, intentHandlers } = lazyOnIntent(async () => {
      loads++
      return { default: ({ name }: { name: string }) => <p>{name} dialog</p> }
    })
    function Host({ open }: { open: boolean }) {
      return (
        <>
          <button type="button" {...intentHandlers}>
            Open
          </button>
          {open ? (
            <Suspense fallback={null}>
              <Part name="Opening hours" />
            </Suspense>
          ) : null}
        </>
      )
    }
    act(() => dom.root.render(<Host open={false} />))
    expect(loads).toBe(0)

    act(() => dom.container.querySelector('button')!.focus())
    expect(loads).toBe(1)

    await act(async () => dom.root.render(<Host open />))
    expect(dom.container.querySelector('p')?.textContent).toBe('Opening hours dialog')
  })

  it('drops a fetch ahead that fails, so nothing is thrown before the part is asked for', async () => {
    const unhandled: unknown[] = []
    const onUnhandled = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', onUnhandled)
    const { intentHandlers } = lazyOnIntent<object>(() => Promise.reject(new Error('offline')))
    act(() =>
      dom.root.render(
        <button type="button" {...intentHandlers}>
          Open
        </button>,
      ),
    )
    await act(async () => dom.container.querySelector('button')!.focus())
    await new Promise((resolve) => setTimeout(resolve, 0))
    process.off('unhandledRejection', onUnhandled)
    expect(unhandled).toEqual([])
  })
})
