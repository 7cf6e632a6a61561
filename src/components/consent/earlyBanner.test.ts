// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { currentChoice, parseConsent } from '@/domain/consent/consentChoice'
import { earlyBannerScript, earlyBannerStyleId } from './earlyBanner'

const hides = (cookie: string | null, version: number) => {
  document.head.innerHTML = ''
  document.cookie = cookie === null ? 'consent=; Max-Age=0; Path=/' : `consent=${cookie}; Path=/`
  new Function(earlyBannerScript(version))()
  return document.getElementById(earlyBannerStyleId) !== null
}

afterEach(() => {
  document.cookie = 'consent=; Max-Age=0; Path=/'
})

describe('the early banner script', () => {
  it('hides the banner exactly when the banner itself finds a choice in force', () => {
    const cases: [string | null, number][] = [
      [null, 1],
      ['v=1&functional=1&analytics=0&marketing=0&at=1767225600', 1],
      ['v=1&functional=1&analytics=0&marketing=0&at=1767225600', 2],
      ['v=2&functional=0&analytics=1&marketing=1&at=1', 2],
      ['v=1&functional=yes&analytics=0&marketing=0&at=1', 1],
      ['v=1&functional=1&analytics=0&at=1', 1],
      ['v=1&functional=1&analytics=0&marketing=0', 1],
      ['garbage', 1],
    ]
    for (const [cookie, version] of cases) {
      expect(hides(cookie, version), `${cookie} under version ${version}`).toBe(currentChoice(parseConsent(cookie), version) !== null)
    }
  })
})
