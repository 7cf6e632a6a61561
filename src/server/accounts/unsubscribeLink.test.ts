import { describe, expect, it } from 'vitest'
import { unsubscribeLinks, unsubscribeToken, validUnsubscribeToken } from './unsubscribeLink'

const secret = 'test-secret-test-secret-test-secret-01'

describe('the unsubscribe token', () => {
  it('is bound to the address (however its case is written) and to the secret', () => {
    const token = unsubscribeToken(secret, 'Aino@Example.fi')
    expect(validUnsubscribeToken(secret, 'aino@example.fi', token)).toBe(true)
    expect(validUnsubscribeToken(secret, 'olli@example.fi', token)).toBe(false)
    expect(validUnsubscribeToken('another-secret-another-secret-another', 'aino@example.fi', token)).toBe(false)
    expect(validUnsubscribeToken(secret, 'aino@example.fi', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBe(false)
    expect(validUnsubscribeToken(secret, 'aino@example.fi', '')).toBe(false)
  })

  it('goes in the page link of the mail’s language and in the one-click address', () => {
    const links = unsubscribeLinks('https://kuusirinne.example', secret, 'aino+uutiset@example.fi', 'sv')
    const page = new URL(links.page)
    expect(page.pathname).toBe('/sv/newsletter/unsubscribe')
    expect(page.searchParams.get('email')).toBe('aino+uutiset@example.fi')
    expect(validUnsubscribeToken(secret, 'aino+uutiset@example.fi', page.searchParams.get('token') ?? '')).toBe(true)
    const oneClick = new URL(links.oneClick)
    expect(oneClick.pathname).toBe('/proxy/vm-communication/v1/newsletter/unsubscribe')
    expect(oneClick.searchParams.get('locale')).toBe('sv-SE')
    expect(new URL(unsubscribeLinks('https://kuusirinne.example', secret, 'a@b.fi', 'fi').page).pathname).toBe('/newsletter/unsubscribe')
  })
})
