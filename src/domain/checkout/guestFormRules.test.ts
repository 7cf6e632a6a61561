import { describe, expect, it } from 'vitest'
import { emptyGuestForm, guestFormSchema, type GuestField, type GuestFormErrors, type GuestFormMessage, type GuestFormValues } from './guestForm'
import { guestFormErrors } from './guestFormRules'

/** The answers of the server's zod schema, as the form reads them: the first problem of each field. */
function zodErrors(values: GuestFormValues): GuestFormErrors {
  const result = guestFormSchema.safeParse(values)
  if (result.success) return {}
  const errors: GuestFormErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as GuestField
    if (errors[field]) continue
    const key = issue.message as GuestFormMessage
    errors[field] = key === 'maxLength' && issue.code === 'too_big' ? { key, max: Number(issue.maximum) } : { key }
  }
  return errors
}

const valid: GuestFormValues = {
  ...emptyGuestForm,
  firstName: 'Aino',
  lastName: 'Virtanen',
  mobileNumber: '040 123 4567',
  email: 'aino@example.fi',
  terms: ['cancellationPolicy', 'privacy'],
}

const variants: Partial<GuestFormValues>[] = [
  {},
  { firstName: '' },
  { firstName: '   ' },
  { firstName: 'x'.repeat(101) },
  { firstName: ` ${'x'.repeat(100)} ` },
  { lastName: '' },
  { mobileNumber: '' },
  { mobileNumber: '123' },
  { mobileNumber: '+46 70 123 4567' },
  { mobileNumber: '+1 555 123 4567' },
  { mobileNumber: '0046-70-123 45 67' },
  { email: '' },
  { email: '  ' },
  { email: 'aino' },
  { email: ' aino@example.fi ' },
  { email: `${'a'.repeat(250)}@example.fi` },
  { email: `${'a'.repeat(260)}` },
  { streetAddress: 'x'.repeat(201) },
  { zipCode: '00100' },
  { zipCode: '00 100' },
  { zipCode: 'abc' },
  { zipCode: '12345678901' },
  { zipCode: 'abcdefghijkl' },
  { city: 'x'.repeat(101) },
  { additionalInformation: 'x'.repeat(1001) },
  { terms: [] },
  { terms: ['privacy'] },
  { firstName: '', lastName: '', mobileNumber: 'abc', email: 'x', zipCode: 'x', terms: [] },
  { ...emptyGuestForm },
]

describe('the guest form checks in the browser answer as the server schema does', () => {
  it.each(variants.map((variant) => [JSON.stringify(variant).slice(0, 80), variant] as const))('%s', (_label, variant) => {
    const values = { ...valid, ...variant }
    expect(guestFormErrors(values)).toEqual(zodErrors(values))
  })

  it('checks only the fields asked for', () => {
    const values = { ...valid, firstName: '', terms: [] }
    expect(guestFormErrors(values, ['firstName'])).toEqual({ firstName: { key: 'required' } })
    expect(guestFormErrors(values, ['terms'])).toEqual({ terms: { key: 'terms' } })
  })
})
