import { describe, expect, it } from 'vitest'
import { createOutageLog, withoutPassword } from './outageLog.mjs'

describe('the Redis outage log', () => {
  it('warns once per outage and says once when Redis is back', () => {
    const lines: string[] = []
    const outage = createOutageLog({ warn: (m) => lines.push(`warn ${m}`), info: (m) => lines.push(`info ${m}`) }, 'redis://cache:6379')
    outage.up()
    for (let i = 0; i < 50; i++) outage.down(new Error('connect ECONNREFUSED'))
    outage.up()
    outage.up()
    outage.down(new Error('timeout'))
    expect(lines).toHaveLength(3)
    expect(lines[0]).toMatch(/^warn \[cache\] Redis at redis:\/\/cache:6379 is unreachable \(connect ECONNREFUSED\)/)
    expect(lines[1]).toBe('info [cache] Redis at redis://cache:6379 answers again')
    expect(lines[2]).toMatch(/^warn .*\(timeout\)/)
  })

  it('never prints the password of the address', () => {
    expect(withoutPassword('redis://:s3cret@cache.example:6379/0')).toBe('redis://:***@cache.example:6379/0')
    expect(withoutPassword('redis://127.0.0.1:6379')).toBe('redis://127.0.0.1:6379')
  })
})
