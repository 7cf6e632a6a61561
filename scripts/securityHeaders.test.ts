import { describe, expect, it } from 'vitest'
import { securityHeaders } from './securityHeaders.mjs'

describe('securityHeaders', () => {
  it('pins the site to https with HSTS only when the public address is https', () => {
    expect(securityHeaders('/', 'https://www.example.fi')['strict-transport-security']).toBe('max-age=63072000')
    expect(securityHeaders('/', 'https://www.example.fi')['content-security-policy']).toContain('upgrade-insecure-requests')
    expect(securityHeaders('/', 'http://localhost:3000')['strict-transport-security']).toBeUndefined()
    expect(securityHeaders('/', 'http://localhost:3000')['content-security-policy']).not.toContain('upgrade-insecure-requests')
  })

  it('lets no page be framed and no script come from elsewhere', () => {
    const csp = securityHeaders('/checkout', 'http://localhost:3000')['content-security-policy']
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toMatch(/script-src 'self' 'unsafe-inline';/)
    expect(csp).not.toContain('unsafe-eval')
  })

  it('gives the admin what its code editor needs, and only the admin', () => {
    expect(securityHeaders('/admin/collections/payments/1', 'http://localhost:3000')['content-security-policy']).toContain(
      "'unsafe-eval' https://cdn.jsdelivr.net",
    )
    expect(securityHeaders('/administration', 'http://localhost:3000')['content-security-policy']).not.toContain('unsafe-eval')
  })
})
