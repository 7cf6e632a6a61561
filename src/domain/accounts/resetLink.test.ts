import { describe, expect, it } from 'vitest'
import { resetLinkOf } from './resetLink'

describe('reset link (docs/routes.md#route-steps)', () => {
  it('reads the service and the token of both services', () => {
    expect(resetLinkOf(new URLSearchParams('service=gcp&token=abc'))).toEqual({ service: 'gcp', token: 'abc', email: '' })
    expect(resetLinkOf(new URLSearchParams('service=legacy&token=abc&email=a%40b.fi&step=3'))).toEqual({ service: 'legacy', token: 'abc', email: 'a@b.fi' })
  })

  it('takes the token from oobCode too, as sign-in forwards it', () => {
    expect(resetLinkOf(new URLSearchParams('mode=resetPassword&oobCode=xyz&step=3'))).toEqual({ service: 'gcp', token: 'xyz', email: '' })
  })

  it('is no link without a token', () => {
    expect(resetLinkOf(new URLSearchParams('service=gcp'))).toBeNull()
    expect(resetLinkOf(new URLSearchParams(''))).toBeNull()
  })
})
