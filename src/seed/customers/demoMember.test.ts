import { describe, expect, it } from 'vitest'
import { passwordProblem } from '@/domain/accounts/accountForms'
import { demoMemberPassword } from './demoMember'

describe('demo loyalty member', () => {
  it('has a password the sign-in accepts', () => {
    expect(passwordProblem(demoMemberPassword)).toBeNull()
  })
})
