import { describe, expect, it } from 'vitest'
import { isDoorCode } from '@/domain/orders/doorCode'
import { doorCode } from './doorCodes'

const secret = 'a-test-secret-of-at-least-32-chars!'

describe('door codes of order lines', () => {
  it('are stable per line, differ between lines and depend on the secret', () => {
    const line = 'a1b2c3d4e5f6a1b2c3d4e5f6'
    expect(isDoorCode(doorCode(secret, line))).toBe(true)
    expect(doorCode(secret, line)).toBe(doorCode(secret, line))
    expect(doorCode(secret, line)).not.toBe(doorCode(secret, 'a1b2c3d4e5f6a1b2c3d4e5f7'))
    expect(doorCode(secret, line)).not.toBe(doorCode(`${secret}x`, line))
  })
})
