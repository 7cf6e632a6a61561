/**
 * Each integration test calls the app from its own client address: the test server trusts one proxy
 * in front of it (TRUST_PROXY_HOPS=1), and the tests play that proxy by naming the client in
 * X-Forwarded-For. Per-client attempt limits are shared by all processes, so without this the suite's
 * many sign-ins would run into them.
 */
import { randomInt } from 'node:crypto'
import { beforeEach } from 'vitest'

let address = '203.0.113.1'
beforeEach(() => {
  address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`
})

const realFetch = globalThis.fetch
globalThis.fetch = (input: string | URL | Request, init: RequestInit = {}) => {
  const headers = new Headers(init.headers ?? (input instanceof Request ? input.headers : undefined))
  if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', address)
  return realFetch(input, { ...init, headers })
}
