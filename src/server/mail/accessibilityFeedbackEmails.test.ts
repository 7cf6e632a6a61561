import { describe, expect, it } from 'vitest'
import { feedbackReceiptEmail, feedbackStaffEmail } from './accessibilityFeedbackEmails'

const sentAt = new Date('2026-11-27T10:15:00Z')
const feedback = {
  id: 42,
  name: 'Aino Virtanen',
  email: 'aino@example.com',
  feedback: 'The map has <no> text alternative.',
  locale: 'sv' as const,
  pageUrl: '/sv/tillganglighetsutlatande',
  sentAt,
}

describe('accessibility feedback mails', () => {
  it('mail staff the feedback in Finnish, answerable to the sender, with a link to it in the admin', () => {
    const mail = feedbackStaffEmail('staff@example.fi', feedback, {
      admin: 'https://www.example.fi/admin/collections/accessibility-feedback/42',
      page: 'https://www.example.fi/sv/tillganglighetsutlatande',
    })
    expect(mail).toMatchObject({ to: 'staff@example.fi', replyTo: 'aino@example.com', subject: 'Saavutettavuuspalaute #42' })
    expect(mail.text).toContain('The map has <no> text alternative.')
    expect(mail.html).toContain('The map has &lt;no&gt; text alternative.')
    expect(mail.text).toContain('ruotsi')
    expect(mail.text).toContain('27.11.2026 12:15')
    expect(mail.text).toContain('/admin/collections/accessibility-feedback/42')
  })

  it('receipt the sender in their language without repeating anything they typed', () => {
    const en = feedbackReceiptEmail('aino@example.com', 'en', 'Kuusirinne Resort', sentAt)
    expect(en.subject).toBe('We received your accessibility feedback – Kuusirinne Resort')
    expect(en.text).toContain('on 27.11.2026')
    expect(en.text).toContain('within 14 days')
    expect(en.text).toContain('Traficom')
    expect(feedbackReceiptEmail('aino@example.com', 'fi', 'Kuusirinne Resort', sentAt).text).toContain('Vastaamme 14 päivän kuluessa')
    expect(feedbackReceiptEmail('aino@example.com', 'sv', 'Kuusirinne Resort', sentAt).text).toContain('Vi svarar inom 14 dagar')
    expect(en.text).not.toContain('Aino')
    expect(en.html).not.toContain('map')
  })
})
