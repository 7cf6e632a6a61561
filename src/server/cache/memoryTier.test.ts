import { describe, expect, it } from 'vitest'
import { createMemoryTier } from './memoryTier.mjs'

describe('the memory in front of Redis', () => {
  it('drops the least recently used entries once its size is reached', () => {
    const memory = createMemoryTier<string>(10)
    memory.set('a', 'A', 4)
    memory.set('b', 'B', 4)
    expect(memory.get('a')).toBe('A') // a is now the most recently used
    memory.set('c', 'C', 4)
    expect(memory.get('b')).toBeUndefined()
    expect(memory.get('a')).toBe('A')
    expect(memory.get('c')).toBe('C')
    expect(memory.bytes).toBe(8)
  })

  it('replaces an entry in place and keeps nothing larger than the whole budget', () => {
    const memory = createMemoryTier<string>(10)
    memory.set('a', 'A', 4)
    memory.set('a', 'A2', 6)
    expect(memory.get('a')).toBe('A2')
    expect(memory.bytes).toBe(6)
    memory.set('huge', 'H', 11)
    expect(memory.get('huge')).toBeUndefined()
    memory.delete('a')
    expect(memory.size).toBe(0)
    expect(memory.bytes).toBe(0)
  })
})
