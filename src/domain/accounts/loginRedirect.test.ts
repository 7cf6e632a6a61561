import { describe, expect, it } from 'vitest'
import { isProfileComplete, redirectAfterLogin, safeRedirectPath } from './loginRedirect'

const complete = { firstName: 'Aino', lastName: 'Virtanen', phone: '+358401234567', address: 'Rinnetie 5', city: 'Kuusirinne', zip: '99999' }
const paths = { home: '/en', profile: '/en/profile', checkout: '/en/checkout' }

describe('redirect after sign-in', () => {
  it('follows the stored cookie first', () => {
    expect(redirectAfterLogin({ cookie: '/en/checkout', profile: {}, currentPath: '/en/login', setRedirect: null, paths })).toBe('/en/checkout')
  })
  it('sends an incomplete profile to the profile page', () => {
    expect(isProfileComplete({ ...complete, phone: ' ' })).toBe(false)
    expect(redirectAfterLogin({ cookie: null, profile: { ...complete, lastName: '' }, currentPath: '/en/login', setRedirect: '/en/courses', paths })).toBe(
      '/en/profile',
    )
  })
  it('asks no more than checkout does: the postal address is optional', () => {
    expect(isProfileComplete({ ...complete, address: '', zip: '', city: '' })).toBe(true)
  })
  it('stays on checkout, else goes to the set redirect or home', () => {
    expect(redirectAfterLogin({ cookie: null, profile: complete, currentPath: '/en/checkout', setRedirect: '/en/courses', paths })).toBe('/en/checkout')
    expect(redirectAfterLogin({ cookie: null, profile: complete, currentPath: '/en/login', setRedirect: '/en/courses?x=1', paths })).toBe('/en/courses?x=1')
    expect(redirectAfterLogin({ cookie: null, profile: complete, currentPath: '/en/login', setRedirect: null, paths })).toBe('/en')
  })
  it('refuses every way out of the site', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '%2F%2Fevil.example',
      'javascript:alert(1)',
      'evil',
      '/ok\n/x',
      '/%E0%A4%A',
      '/.//evil.example',
      '/a/..//evil.example',
    ]) {
      expect(safeRedirectPath(bad), bad).toBeNull()
    }
    expect(redirectAfterLogin({ cookie: '//evil.example', profile: complete, currentPath: '/en/login', setRedirect: 'https://evil.example', paths })).toBe(
      '/en',
    )
  })
  it('keeps a same-site path with its query and hash', () => {
    expect(safeRedirectPath('/majoitushaku?from=2026-12-10#tulokset')).toBe('/majoitushaku?from=2026-12-10#tulokset')
  })
})
