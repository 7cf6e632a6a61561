import { describe, expect, it } from 'vitest'
import { documentIdOf, matchEndpoint, needsData } from './endpointMatch'

// The order Payload lists them for an auth collection: auth endpoints first, then the defaults.
const endpoints = [
  { method: 'get', path: '/me' },
  { method: 'post', path: '/forgot-password' },
  { method: 'post', path: '/verify/:id' },
  { method: 'post', path: '/:id/duplicate' },
  { method: 'get', path: '/count' },
  { method: 'post', path: '/' },
  { method: 'post', path: '/access/:id?' },
  { method: 'get', path: '/versions' },
  { method: 'get', path: '/' },
  { method: 'get', path: '/:id' },
  { method: 'get', path: '/versions/:id' },
  { method: 'patch', path: '/' },
  { method: 'patch', path: '/:id' },
]

describe('matchEndpoint', () => {
  it('picks the first endpoint whose method and path match, as Payload does', () => {
    expect(matchEndpoint(endpoints, 'GET', ['me'])?.endpoint.path).toBe('/me')
    expect(matchEndpoint(endpoints, 'GET', ['count'])?.endpoint.path).toBe('/count')
    expect(matchEndpoint(endpoints, 'GET', ['COUNT'])?.endpoint.path).toBe('/count')
    expect(matchEndpoint(endpoints, 'GET', ['distinct'])).toMatchObject({ endpoint: { path: '/:id' }, params: { id: 'distinct' } })
    expect(matchEndpoint(endpoints, 'GET', [])?.endpoint.path).toBe('/')
    expect(matchEndpoint(endpoints, 'PUT', ['1'])).toBeNull()
    expect(matchEndpoint(endpoints, 'GET', ['1', 'x'])).toBeNull()
  })

  it('fills optional parameters only when given', () => {
    expect(matchEndpoint(endpoints, 'POST', ['access'])).toMatchObject({ endpoint: { path: '/access/:id?' }, params: {} })
    expect(matchEndpoint(endpoints, 'POST', ['access', '7'])?.params).toEqual({ id: '7' })
  })
})

describe('documentIdOf and needsData', () => {
  const match = (method: string, segments: string[]) => matchEndpoint(endpoints, method, segments)!
  it('reads document ids from the id endpoints, not from a verification token', () => {
    expect(documentIdOf(match('GET', ['abc']))).toBe('abc')
    expect(documentIdOf(match('GET', ['versions', '12']))).toBe('12')
    expect(documentIdOf(match('POST', ['5', 'duplicate']))).toBe('5')
    expect(documentIdOf(match('POST', ['verify', 'a-token']))).toBeUndefined()
    expect(documentIdOf(match('GET', ['count']))).toBeUndefined()
  })
  it('knows which endpoints write the request data', () => {
    expect(needsData(match('POST', []))).toBe(true)
    expect(needsData(match('PATCH', ['5']))).toBe(true)
    expect(needsData(match('POST', ['forgot-password']))).toBe(false)
  })
})
