import { describe, expect, it } from 'vitest'
import { newsletterSchema } from '../accounts/accountForms'
import { emptyNewsletterValues, newsletterErrors } from './newsletterForm'

const valid = { ...emptyNewsletterValues, firstName: 'Aino', lastName: 'Virtanen', email: 'aino@example.fi', consent: true }

describe('the newsletter form in the browser', () => {
  it('names each missing or malformed field with the shared form messages', () => {
    expect(newsletterErrors(emptyNewsletterValues)).toEqual({
      firstName: { key: 'required' },
      lastName: { key: 'required' },
      email: { key: 'email' },
      consent: { key: 'consent' },
    })
    expect(newsletterErrors(valid)).toEqual({})
    expect(newsletterErrors({ ...valid, firstName: 'x'.repeat(101), email: `${'a'.repeat(250)}@x.fi` })).toEqual({
      firstName: { key: 'maxLength', max: 100 },
      email: { key: 'maxLength', max: 254 },
    })
  })

  it('accepts and refuses the same names and addresses as the server', () => {
    const samples = ['', ' ', 'Aino', ' aino@example.fi ', 'aino@example', 'aino example@x.fi', 'x'.repeat(100), 'x'.repeat(101), `${'a'.repeat(246)}@x.fi`]
    for (const sample of samples) {
      const values = { ...valid, firstName: sample, email: sample }
      const server = newsletterSchema.safeParse(values)
      const fields = server.success ? [] : server.error.issues.map((i) => String(i.path[0]))
      const browser = newsletterErrors(values)
      expect(Object.keys(browser).sort(), JSON.stringify(sample)).toEqual([...new Set(fields)].sort())
    }
  })
})
