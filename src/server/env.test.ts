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
  })
  it('recognises PostgreSQL and lets PORT and SEED_DEMO be overridden', () => {
    const env = parseEnv({ PAYLOAD_SECRET: secret, DATABASE_URL: 'postgres://localhost/x', PORT: '4000', SEED_DEMO: 'false' })
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
})
