import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach } from 'vitest'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}

/**
 * For a component test file under happy-dom: each test gets a React root in a fresh container in the
 * document, unmounted and removed after it. Read `root` and `container` inside the tests.
 */
export function reactTestRoot() {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true
  const dom = {} as { container: HTMLDivElement; root: Root }
  beforeEach(() => {
    dom.container = document.createElement('div')
    document.body.append(dom.container)
    dom.root = createRoot(dom.container)
  })
  afterEach(() => {
    act(() => dom.root.unmount())
    dom.container.remove()
  })
  return dom
}
