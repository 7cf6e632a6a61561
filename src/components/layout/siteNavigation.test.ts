// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { siteLinkOf, slowConnection, softNavigationTarget } from './siteNavigation'

const origin = 'https://resort.example'

beforeEach(() => {
  document.body.innerHTML = `
    <a id="site" data-site-link href="${origin}/fi/majoitus?from=2026-12-01#huoneet"><span id="inner">Majoitus</span></a>
    <a id="plain" href="${origin}/fi/majoitus">Majoitus</a>
    <a id="foreign" data-site-link href="https://elsewhere.example/fi">Muualla</a>
    <a id="tab" data-site-link target="_blank" href="${origin}/fi">Uusi välilehti</a>
    <a id="self" data-site-link target="_self" href="${origin}/fi">Sama</a>
    <a id="file" data-site-link download href="${origin}/fi/hinnasto.pdf">Hinnasto</a>`
})

/** Where a click on the element with the id would go, decided as the document's listener receives it. */
function click(id: string, init: MouseEventInit = {}) {
  let target: string | null | undefined
  document.addEventListener(
    'click',
    (event) => {
      target = softNavigationTarget(event, origin)
      event.preventDefault() // happy-dom would follow the link
    },
    { once: true },
  )
  document.getElementById(id)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }))
  return target
}

describe('softNavigationTarget', () => {
  it('takes a plain click on an in-site link, from inside it too, with its query and anchor', () => {
    expect(click('site')).toBe('/fi/majoitus?from=2026-12-01#huoneet')
    expect(click('inner')).toBe('/fi/majoitus?from=2026-12-01#huoneet')
    expect(click('self')).toBe('/fi')
  })

  it('leaves to the browser links that are not SiteLinks, lead elsewhere, open a new tab or download', () => {
    for (const id of ['plain', 'foreign', 'tab', 'file']) expect(click(id), id).toBeNull()
  })

  it('leaves to the browser a click with a modifier key or another button, and one already handled', () => {
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(click('site', init), JSON.stringify(init)).toBeNull()
    }
    document.getElementById('site')!.addEventListener('click', (e) => e.preventDefault())
    expect(click('site')).toBeNull()
  })
})

describe('siteLinkOf', () => {
  it('finds the in-site link around the element a pointer is on, and nothing for other links', () => {
    expect(siteLinkOf(document.getElementById('inner'), origin)?.id).toBe('site')
    expect(siteLinkOf(document.getElementById('plain'), origin)).toBeNull()
    expect(siteLinkOf(document.getElementById('foreign'), origin)).toBeNull()
    expect(siteLinkOf(document, origin)).toBeNull()
  })
})

describe('slowConnection', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'connection')
  })
  const connection = (value: object | undefined) => Object.defineProperty(navigator, 'connection', { value, configurable: true })

  it('is slow on a 2G connection or with data saving on, and not without the Network Information API', () => {
    connection({ effectiveType: 'slow-2g' })
    expect(slowConnection()).toBe(true)
    connection({ effectiveType: '2g' })
    expect(slowConnection()).toBe(true)
    connection({ effectiveType: '4g', saveData: true })
    expect(slowConnection()).toBe(true)
    connection({ effectiveType: '4g' })
    expect(slowConnection()).toBe(false)
    connection(undefined)
    expect(slowConnection()).toBe(false)
  })
})
