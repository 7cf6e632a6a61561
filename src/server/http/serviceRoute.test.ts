import { NextRequest } from 'next/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import type { ServiceResult } from './serviceResult'

// Whether a request is another site's comes from the site's settings; here the test says.
const siteCheck = vi.hoisted(() => ({ crossSite: false }))
vi.mock('./siteOrigin', () => ({ crossSite: async () => siteCheck.crossSite }))

const { serviceRoute } = await import('./serviceRoute')

const post = (body: string, url = 'http://shop.test/proxy/thing') =>
  new NextRequest(url, { method: 'POST', body, headers: { 'content-type': 'application/json' } })
const get = (url: string) => new NextRequest(url)
const answer = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as unknown,
  cacheControl: response.headers.get('cache-control'),
})

const nameBody = z.object({ name: z.string({ message: 'is required' }).min(1, 'is required') })
const greet = async (_deps: unknown, input: { name: string }): Promise<ServiceResult<{ greeting: string }, 404 | 409>> =>
  input.name === 'nobody' ? { ok: false, status: 404, message: 'No such person', field: 'name' } : { ok: true, value: { greeting: `hello ${input.name}` } }

afterEach(() => {
  siteCheck.crossSite = false
  vi.restoreAllMocks()
})

describe('serviceRoute', () => {
  it('answers a body that is not JSON as a 400 naming the request, without calling the service', async () => {
    const call = vi.fn(greet)
    const response = await serviceRoute({ body: nameBody, call })(post('{"name": '))
    expect(await answer(response)).toEqual({
      status: 400,
      body: {
        status: 400,
        message: '(request): Invalid input: expected object, received null',
        errors: [{ field: '(request)', message: 'Invalid input: expected object, received null' }],
      },
      cacheControl: 'no-store',
    })
    expect(call).not.toHaveBeenCalled()
  })

  it('answers a body the schema refuses as a 400 with each field error', async () => {
    const response = await serviceRoute({ body: nameBody, call: greet })(post('{"name": ""}'))
    expect(await answer(response)).toEqual({
      status: 400,
      body: { status: 400, message: 'name: is required', errors: [{ field: 'name', message: 'is required' }] },
      cacheControl: 'no-store',
    })
  })

  it('reads the query through its schema and refuses a bad one the same way', async () => {
    const query = z.object({ name: z.string({ message: 'is required' }) })
    expect(await answer(await serviceRoute({ query, call: greet })(get('http://shop.test/proxy/thing?name=ada')))).toEqual({
      status: 200,
      body: { greeting: 'hello ada' },
      cacheControl: 'no-store',
    })
    expect((await answer(await serviceRoute({ query, call: greet })(get('http://shop.test/proxy/thing')))).body).toEqual({
      status: 400,
      message: 'name: is required',
      errors: [{ field: 'name', message: 'is required' }],
    })
  })

  it('calls the service with the deps built for the request and the parsed input', async () => {
    const call = vi.fn(async (deps: { host: string | null }, input: { name: string }): Promise<ServiceResult<string>> => ({
      ok: true,
      status: 201,
      value: `${deps.host}:${input.name}`,
    }))
    const route = serviceRoute({ body: nameBody, deps: (request) => ({ host: request.headers.get('host') }), call })
    const response = await route(
      new NextRequest('http://shop.test/proxy/thing', { method: 'POST', body: '{"name":"ada","extra":1}', headers: { host: 'shop.test' } }),
    )
    expect(call).toHaveBeenCalledWith({ host: 'shop.test' }, { name: 'ada' })
    expect(await answer(response)).toEqual({ status: 201, body: 'shop.test:ada', cacheControl: 'no-store' })
  })

  it('answers a refusal with its status, and its one field as the errors list', async () => {
    const response = await serviceRoute({ body: nameBody, call: greet })(post('{"name":"nobody"}'))
    expect(await answer(response)).toEqual({
      status: 404,
      body: { status: 404, message: 'No such person', errors: [{ field: 'name', message: 'No such person' }] },
      cacheControl: 'no-store',
    })
  })

  it('answers a refusal with its extended error code and errors as given, and leaves out what it lacks', async () => {
    const refusals: ServiceResult<never>[] = [
      { ok: false, status: 409, message: 'in use', extendedErrorCode: 5000, errors: [{ field: 'email', message: 'taken' }] },
      { ok: false, status: 401, message: 'signed out' },
    ]
    const bodies = await Promise.all(refusals.map(async (r) => (await serviceRoute({ call: async () => r })(get('http://shop.test/x'))).json()))
    expect(bodies).toEqual([
      { status: 409, message: 'in use', extendedErrorCode: 5000, errors: [{ field: 'email', message: 'taken' }] },
      { status: 401, message: 'signed out' },
    ])
  })

  it('leaves out no-store only on a storable value', async () => {
    const response = await serviceRoute({ call: async () => ({ ok: true, value: { locales: [] } }), storable: true })(get('http://shop.test/x'))
    expect(await answer(response)).toEqual({ status: 200, body: { locales: [] }, cacheControl: null })
  })

  it('answers anything thrown as a logged JSON 500', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await serviceRoute({ body: nameBody, call: async () => Promise.reject(new Error('database gone')) })(post('{"name":"ada"}'))
    expect(await answer(response)).toEqual({ status: 500, body: { status: 500, message: 'Internal server error' }, cacheControl: 'no-store' })
    expect(logged).toHaveBeenCalledWith('[storefront api]', expect.objectContaining({ message: 'database gone' }))
  })

  it('refuses another site’s request before reading anything when the call needs this site’s page', async () => {
    siteCheck.crossSite = true
    const deps = vi.fn()
    const response = await serviceRoute({ sameSiteOnly: true, body: nameBody, deps, call: greet })(post('not json'))
    expect(await answer(response)).toEqual({ status: 403, body: { status: 403, message: 'Cross-site request refused' }, cacheControl: 'no-store' })
    expect(deps).not.toHaveBeenCalled()
    // Calls open to any page do not ask.
    expect((await serviceRoute({ body: nameBody, call: greet })(post('{"name":"ada"}'))).status).toBe(200)
  })

  it('lets the area finish the answer once the service answered, a refusal included, but not a refused input', async () => {
    const finish = vi.fn((response: Response) => response.headers.set('x-finished', '1'))
    const route = serviceRoute({ body: nameBody, call: greet, finish })
    expect((await route(post('{"name":"nobody"}'))).headers.get('x-finished')).toBe('1')
    expect((await route(post('{}'))).headers.get('x-finished')).toBeNull()
    expect(finish).toHaveBeenCalledTimes(1)
  })
})
