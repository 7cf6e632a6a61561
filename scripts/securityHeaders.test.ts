import { describe, expect, it } from 'vitest'
import { securityHeaders } from './securityHeaders.mjs'

describe('securityHeaders', () => {
  it('pins the site to https with HSTS only when the public address is https', () => {
    expect(securityHeaders('/', 'https://www.example.fi')['strict-transport-security']).toBe('max-age=63072000')
    expect(securityHeaders('/', 'https://www.example.fi')['content-security-policy']).toContain('upgrade-insecure-requests')
    expect(securityHeaders('/', 'http://localhost:3000')['strict-transport-security']).toBeUndefined()
    expect(securityHeaders('/', 'http://localhost:3000')['content-security-policy']).not.toContain('upgrade-insecure-requests')
  })

  it('lets no page be framed and no script come from elsewhere than the tag manager', () => {
    const csp = securityHeaders('/checkout', 'http://localhost:3000')['content-security-policy']
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toMatch(/script-src 'self' 'unsafe-inline' https:\/\/www\.googletagmanager\.com;/)
    expect(csp).not.toContain('unsafe-eval')
  })

  it('lets the consented tag manager load and Google Analytics send its hits, and nothing more', () => {
    const directives = Object.fromEntries(
      securityHeaders('/', 'https://www.example.fi')
        ['content-security-policy'].split('; ')
        .map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]),
    )
    const google = ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com']
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:', ...google])
    expect(directives['connect-src']).toEqual(["'self'", ...google])
    expect(directives['style-src']).toEqual(["'self'", "'unsafe-inline'"])
    expect(directives['frame-src']).toEqual(['https://www.youtube-nocookie.com'])
    const admin = securityHeaders('/admin', 'https://www.example.fi')['content-security-policy']
    expect(admin).not.toContain('google')
  })

  it('gives the admin what its code editor needs, and only the admin', () => {
    expect(securityHeaders('/admin/collections/payments/1', 'http://localhost:3000')['content-security-policy']).toContain(
      "'unsafe-eval' https://cdn.jsdelivr.net",
    )
    expect(securityHeaders('/administration', 'http://localhost:3000')['content-security-policy']).not.toContain('unsafe-eval')
  })
})
