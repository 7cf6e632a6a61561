// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { dismissedAlertsScript } from './dismissedAlerts'

const run = (ids: string[]) => new Function(dismissedAlertsScript(ids))()
const hidden = () => [...document.head.querySelectorAll('style')].map((s) => s.textContent)

afterEach(() => {
  document.head.innerHTML = ''
  document.cookie = 'dismissedAlerts=; Max-Age=0; Path=/'
})

describe('the early alert script', () => {
  it('hides nothing without the cookie', () => {
    run(['a', 'b'])
    expect(hidden()).toEqual([])
  })

  it('hides the dismissed alerts by their place in the list, whatever their ids say', () => {
    document.cookie = `dismissedAlerts=${encodeURIComponent(JSON.stringify({ 'b"]{x}': 1 }))}; Path=/`
    run(['a', 'b"]{x}', 'c'])
    expect(hidden()).toEqual(['[data-alert-index="1"]{display:none}'])
  })

  it('hides the whole bar once every alert is dismissed', () => {
    document.cookie = `dismissedAlerts=${encodeURIComponent(JSON.stringify({ a: 1, b: 2 }))}; Path=/`
    run(['a', 'b'])
    expect(hidden()).toEqual(['.alert-bar{display:none}'])
  })

  it('ignores a cookie it cannot read', () => {
    document.cookie = 'dismissedAlerts=%7Bnot-json; Path=/'
    run(['a'])
    expect(hidden()).toEqual([])
  })

  it('cannot be closed early by an id', () => {
    expect(dismissedAlertsScript(['</script><script>alert(1)</script>'])).not.toContain('</script>')
  })
})
