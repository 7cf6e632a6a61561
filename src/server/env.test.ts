import { describe, expect, it } from 'vitest'
import { parseEnv } from './env'

const secret = 'x'.repeat(32)

describe('parseEnv', () => {
  it('gives working defaults for the one-machine demo', () => {
    const env = parseEnv({ PAYLOAD_SECRET: secret })
    expect(env.PORT).toBe(3000)
    expect(env.DATABASE_URL).toBe(`file:${process.cwd()}/data/resort.db`)
    expect(env.isPostgres).toBe(false)
    expect(env.SEED_DEMO).toBe(true)
    expect(env.publicUrl).toBe('http://localhost:3000')
    expect(env.TRUST_PROXY_HOPS).toBe(0)
  })
  it('is reachable by every loopback name on a developer machine, and only at PUBLIC_URL once it is set', () => {
    expect(parseEnv({ PAYLOAD_SECRET: secret, PORT: '4000' }).siteOrigins).toEqual(['http://localhost:4000', 'http://127.0.0.1:4000', 'http://[::1]:4000'])
    expect(parseEnv({ PAYLOAD_SECRET: secret, PUBLIC_URL: 'https://www.example.fi/' }).siteOrigins).toEqual(['https://www.example.fi'])
  })
  it('counts the proxies in front, and refuses the old TRUST_PROXY that trusted what a client wrote', () => {
    expect(parseEnv({ PAYLOAD_SECRET: secret, TRUST_PROXY_HOPS: '2' }).TRUST_PROXY_HOPS).toBe(2)
    expect(() => parseEnv({ PAYLOAD_SECRET: secret, TRUST_PROXY_HOPS: 'yes' })).toThrow(/TRUST_PROXY_HOPS: must be the number of proxies/)
    expect(() => parseEnv({ PAYLOAD_SECRET: secret, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: was replaced by TRUST_PROXY_HOPS/)
    expect(parseEnv({ PAYLOAD_SECRET: secret, TRUST_PROXY: 'false' }).TRUST_PROXY_HOPS).toBe(0)
  })
  it('recognises PostgreSQL and lets PORT and SEED_DEMO be overridden', () => {
    const env = parseEnv({ PAYLOAD_SECRET: secret, DATABASE_URL: 'postgres://localhost/x', PORT: '4000', SEED_DEMO: 'false', PAYMENT_PROVIDER: 'test' })
    expect(env.isPostgres).toBe(true)
    expect(env.PORT).toBe(4000)
    expect(env.SEED_DEMO).toBe(false)
    expect(env.publicUrl).toBe('http://localhost:4000')
  })
  it('keeps the SQLite file in DATA_DIR unless DATABASE_URL says otherwise', () => {
    expect(parseEnv({ PAYLOAD_SECRET: secret, DATA_DIR: '/srv/resort' }).DATABASE_URL).toBe('file:/srv/resort/resort.db')
  })
  it('names every bad value in one message', () => {
    const attempt = () => parseEnv({ PAYLOAD_SECRET: 'short', PORT: 'abc', DATABASE_URL: 'mysql://x' })
    expect(attempt).toThrow(/PAYLOAD_SECRET: must be at least 32/)
    expect(attempt).toThrow(/PORT: must be a port number/)
    expect(attempt).toThrow(/DATABASE_URL: must start with file:/)
  })

  describe('payment provider', () => {
    it('uses the built-in test terminal for the demo unless told otherwise', () => {
      const env = parseEnv({ PAYLOAD_SECRET: secret })
      expect(env.PAYMENT_PROVIDER).toBeUndefined()
      expect(env.paytrail).toBeNull()
    })

    it('makes a site without the demo choose its payment provider', () => {
      expect(() => parseEnv({ PAYLOAD_SECRET: secret, SEED_DEMO: 'false' })).toThrow(/PAYMENT_PROVIDER: is required when SEED_DEMO=false/)
      expect(parseEnv({ PAYLOAD_SECRET: secret, SEED_DEMO: 'false', PAYMENT_PROVIDER: 'test' }).paytrail).toBeNull()
    })
    it('takes Paytrail with its merchant id and secret, on the real API unless PAYTRAIL_API_URL says otherwise', () => {
      const paytrail = { PAYLOAD_SECRET: secret, PAYMENT_PROVIDER: 'paytrail', PAYTRAIL_MERCHANT_ID: '375917', PAYTRAIL_SECRET: 'merchant-secret' }
      expect(parseEnv(paytrail).paytrail).toEqual({ merchantId: '375917', secret: 'merchant-secret', apiUrl: 'https://services.paytrail.com' })
      expect(parseEnv({ ...paytrail, PAYTRAIL_API_URL: 'http://127.0.0.1:4010' }).paytrail?.apiUrl).toBe('http://127.0.0.1:4010')
    })
    it('never lets a caller move the clock of a site taking real payments', () => {
      const paytrail = { PAYLOAD_SECRET: secret, PAYMENT_PROVIDER: 'paytrail', PAYTRAIL_MERCHANT_ID: '375917', PAYTRAIL_SECRET: 'merchant-secret' }
      expect(parseEnv(paytrail).TEST_CLOCK_HEADER).toBe(false)
      expect(() => parseEnv({ ...paytrail, TEST_CLOCK_HEADER: '1' })).toThrow(/TEST_CLOCK_HEADER: must not be set when PAYMENT_PROVIDER=paytrail/)
      expect(parseEnv({ PAYLOAD_SECRET: secret, TEST_CLOCK_HEADER: '1' }).TEST_CLOCK_HEADER).toBe(true)
    })

    it('has no default Paytrail credentials: both are required, reported with any other bad value', () => {
      const attempt = () => parseEnv({ PAYLOAD_SECRET: secret, PAYMENT_PROVIDER: 'paytrail', PORT: 'abc' })
      expect(attempt).toThrow(/PAYTRAIL_MERCHANT_ID: is required when PAYMENT_PROVIDER=paytrail/)
      expect(attempt).toThrow(/PAYTRAIL_SECRET: is required when PAYMENT_PROVIDER=paytrail/)
      expect(attempt).toThrow(/PORT: must be a port number/)
    })
    it('names an unknown provider, a non-numeric merchant id and a bad API URL', () => {
      const attempt = () =>
        parseEnv({ PAYLOAD_SECRET: secret, PAYMENT_PROVIDER: 'stripe', PAYTRAIL_MERCHANT_ID: 'abc', PAYTRAIL_API_URL: 'services.paytrail.com' })
      expect(attempt).toThrow(/PAYMENT_PROVIDER: must be test or paytrail/)
      expect(attempt).toThrow(/PAYTRAIL_MERCHANT_ID: must be the numeric Paytrail merchant id/)
      expect(attempt).toThrow(/PAYTRAIL_API_URL: must be an absolute URL/)
    })
  })

  describe('several processes', () => {
    it('runs one process without Redis by default', () => {
      const env = parseEnv({ PAYLOAD_SECRET: secret })
      expect(env.WEB_CONCURRENCY).toBe(1)
      expect(env.REDIS_URL).toBeUndefined()
      expect(env.REDIS_KEY_PREFIX).toBe('resort:')
    })
    it('takes 1 to 16 processes, and more than one only with Redis to share their cache', () => {
      const redis = { PAYLOAD_SECRET: secret, REDIS_URL: 'redis://127.0.0.1:6379' }
      expect(parseEnv({ ...redis, WEB_CONCURRENCY: '4' }).WEB_CONCURRENCY).toBe(4)
      expect(() => parseEnv({ ...redis, WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY: must be at least 1/)
      expect(() => parseEnv({ ...redis, WEB_CONCURRENCY: '17' })).toThrow(/WEB_CONCURRENCY: must be at most 16/)
      expect(() => parseEnv({ ...redis, WEB_CONCURRENCY: 'many' })).toThrow(/WEB_CONCURRENCY: must be the number of app processes/)
      expect(() => parseEnv({ PAYLOAD_SECRET: secret, WEB_CONCURRENCY: '2' })).toThrow(/WEB_CONCURRENCY: above 1 needs REDIS_URL/)
    })
    it('names a Redis address or key prefix it cannot use', () => {
      expect(parseEnv({ PAYLOAD_SECRET: secret, REDIS_URL: 'rediss://:pw@cache.example:6380/0' }).REDIS_URL).toBe('rediss://:pw@cache.example:6380/0')
      expect(() => parseEnv({ PAYLOAD_SECRET: secret, REDIS_URL: '127.0.0.1:6379' })).toThrow(/REDIS_URL: must start with redis:\/\//)
      expect(() => parseEnv({ PAYLOAD_SECRET: secret, REDIS_KEY_PREFIX: 'with space' })).toThrow(/REDIS_KEY_PREFIX: must be 1–64 letters/)
    })
  })
})
