import { describe, expect, it } from 'vitest'
import { clientAddressOf, clientKeyOf, looksLikeUntrustedProxy } from './clientAddress'

describe('clientAddressOf', () => {
  it('is the peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddressOf({ peer: '198.51.100.7', forwardedFor: '203.0.113.9', hops: 0 })).toBe('198.51.100.7')
    expect(clientAddressOf({ peer: '198.51.100.7', forwardedFor: null, hops: 0 })).toBe('198.51.100.7')
  })

  it('behind one proxy, is the entry that proxy appended, not one the client wrote before it', () => {
    expect(clientAddressOf({ peer: '10.0.0.2', forwardedFor: '1.2.3.4, 203.0.113.9', hops: 1 })).toBe('203.0.113.9')
    expect(clientAddressOf({ peer: '10.0.0.2', forwardedFor: '5.6.7.8,1.2.3.4 ,203.0.113.9', hops: 1 })).toBe('203.0.113.9')
  })

  it('behind two proxies, is the second entry from the right', () => {
    expect(clientAddressOf({ peer: '10.0.0.3', forwardedFor: 'forged, 203.0.113.9, 10.0.0.2', hops: 2 })).toBe('203.0.113.9')
  })

  it('falls back to the farthest known address when the header is shorter than the proxy chain', () => {
    expect(clientAddressOf({ peer: '10.0.0.2', forwardedFor: null, hops: 1 })).toBe('10.0.0.2')
    expect(clientAddressOf({ peer: '10.0.0.3', forwardedFor: '203.0.113.9', hops: 3 })).toBe('203.0.113.9')
  })

  it('reads an IPv4 address on a dual-stack socket as IPv4', () => {
    expect(clientAddressOf({ peer: '::ffff:127.0.0.1', forwardedFor: null, hops: 0 })).toBe('127.0.0.1')
    expect(clientAddressOf({ peer: '::1', forwardedFor: '[2001:DB8::1]', hops: 1 })).toBe('2001:db8::1')
  })
})

describe('clientKeyOf', () => {
  it('counts a whole IPv6 /64 as one client, so rotating within it changes nothing', () => {
    const a = clientKeyOf('2001:db8:abcd:12:1::1')
    expect(a).toBe('2001:db8:abcd:12::/64')
    expect(clientKeyOf('2001:0db8:abcd:0012:ffff:ffff:ffff:ffff')).toBe(a)
    expect(clientKeyOf('2001:db8:abcd:13::1')).not.toBe(a)
    expect(clientKeyOf('::1')).toBe('0:0:0:0::/64')
  })

  it('keeps IPv4 addresses and anything unparseable as they are', () => {
    expect(clientKeyOf('203.0.113.9')).toBe('203.0.113.9')
    expect(clientKeyOf('unknown')).toBe('unknown')
    expect(clientKeyOf('1:2:3')).toBe('1:2:3')
  })
})

describe('looksLikeUntrustedProxy', () => {
  it('spots a private peer passing on other addresses while no proxy is trusted', () => {
    expect(looksLikeUntrustedProxy({ peer: '10.0.0.2', forwardedFor: '203.0.113.9', hops: 0 })).toBe(true)
    expect(looksLikeUntrustedProxy({ peer: '::ffff:192.168.1.5', forwardedFor: '203.0.113.9', hops: 0 })).toBe(true)
  })
  it('stays quiet when the header only repeats the peer, the peer is public, or proxies are trusted', () => {
    expect(looksLikeUntrustedProxy({ peer: '10.0.0.2', forwardedFor: '10.0.0.2', hops: 0 })).toBe(false)
    expect(looksLikeUntrustedProxy({ peer: '198.51.100.7', forwardedFor: '203.0.113.9', hops: 0 })).toBe(false)
    expect(looksLikeUntrustedProxy({ peer: '10.0.0.2', forwardedFor: '203.0.113.9', hops: 1 })).toBe(false)
    expect(looksLikeUntrustedProxy({ peer: '10.0.0.2', forwardedFor: null, hops: 0 })).toBe(false)
  })
})
