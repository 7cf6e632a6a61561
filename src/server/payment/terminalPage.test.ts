import { describe, expect, it } from 'vitest'
import { escapeHtml } from '@/server/http/escapeHtml'
import { renderTerminalError, renderTerminalPage } from './terminalPage'
import type { TerminalTicket } from './terminalTicket'

const ticket: TerminalTicket = {
  stamp: 'pay-1',
  providerId: 'p-1',
  amount: 12_950,
  orderNumber: 'KR-1<script>alert(1)</script>',
  language: 'fi',
  successUrl: 'https://shop.example/checkout?transactionId=pay-1&responseCode=OK',
  cancelUrl: 'https://shop.example/checkout?transactionId=pay-1&responseCode=Cancel',
  callbackUrl: 'https://shop.example/proxy/payment-callback',
  issuedAt: 0,
}

describe('escapeHtml', () => {
  it('escapes everything that could open a tag or leave an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;')
  })
})

describe('renderTerminalPage', () => {
  const html = renderTerminalPage(ticket, 'tok"en')

  it('is a complete page in the payment language, marked as a test terminal', () => {
    expect(html).toMatch(/^<!doctype html>\n<html lang="fi">/)
    expect(html).toContain('<title>Testimaksupääte – tilaus KR-1&lt;script&gt;')
    expect(html).toContain('<strong>TESTIMAKSUPÄÄTE</strong> — oikeaa rahaa ei liiku')
    expect(html).toContain('<h1>Maksa tilauksesi</h1>')
  })

  it('shows the order number escaped and the amount with a decimal comma', () => {
    expect(html).not.toContain('<script>')
    expect(html).toContain('<dd>KR-1&lt;script&gt;alert(1)&lt;/script&gt;</dd>')
    expect(html).toMatch(/<dd>129,50\s€<\/dd>/)
  })

  it('posts the token with one of five labelled buttons, the last one losing the return', () => {
    expect(html).toContain('<form method="post" action="/proxy/test-terminal">')
    expect(html).toContain('<input type="hidden" name="token" value="tok&quot;en">')
    expect(html).toContain('<legend>Miten maksu päättyy?</legend>')
    const buttons = [...html.matchAll(/<button type="submit" name="action" value="(\w+)">([^<]+)<\/button>/g)].map((m) => [m[1], m[2]])
    expect(buttons.map(([value]) => value)).toEqual(['pay', 'cancel', 'fail', 'timeout', 'payLost'])
    expect(buttons[4][1]).toContain('paluu kauppaan katoaa')
    expect(buttons[0][1]).toMatch(/^Maksa 129,50\s€$/)
  })

  it('speaks Swedish and English too', () => {
    expect(renderTerminalPage({ ...ticket, language: 'sv' }, 't')).toContain('<html lang="sv">')
    expect(renderTerminalPage({ ...ticket, language: 'sv' }, 't')).toContain('Avbryt betalningen')
    expect(renderTerminalPage({ ...ticket, language: 'en' }, 't')).toContain('<strong>TEST TERMINAL</strong> — no real money moves')
  })
})

describe('renderTerminalError', () => {
  it('explains an invalid link in the given language and links back to that language’s checkout', () => {
    const html = renderTerminalError('sv', 'invalid')
    expect(html).toContain('<html lang="sv">')
    expect(html).toContain('<h1>Den här betalningslänken gäller inte</h1>')
    expect(html).toContain('<a href="/sv/checkout">Tillbaka till kassan</a>')
    expect(renderTerminalError('fi', 'unavailable')).toContain('Testimaksupääte ei ole käytössä')
  })
})
