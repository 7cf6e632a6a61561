import { describe, expect, it } from 'vitest'
import { newsletterConfirmationEmail } from './newsletterConfirmationEmail'

const unsubscribe = {
  page: 'https://kuusirinne.example/en/newsletter/unsubscribe?email=a%40b.fi&token=t',
  oneClick: 'https://kuusirinne.example/proxy/u?email=a%40b.fi&token=t',
}

describe('a newsletter mail', () => {
  it('ends with the unsubscribe link and carries the one-click unsubscribe headers (RFC 8058)', () => {
    const mail = newsletterConfirmationEmail('a@b.fi', 'https://kuusirinne.example/en/newsletter?token=x', 'en', 'Kuusirinne Resort', unsubscribe)
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${unsubscribe.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
    expect(mail.text).toContain(unsubscribe.page)
    expect(mail.text.indexOf('Unsubscribe from the newsletter')).toBeGreaterThan(mail.text.indexOf('Confirm the subscription'))
    expect(mail.html).toContain(`href="${unsubscribe.page.replace(/&/g, '&amp;')}"`)
  })
})
