/**
 * Who is calling, for per-client limits (docs/security.md#client-addresses). The peer of the TCP connection is the only
 * address nobody can choose; behind `hops` proxies of our own, each appended the address it saw to
 * X-Forwarded-For, so the client is the entry the outermost of them wrote: `hops` from the right.
 * Entries further left were written by the client itself and are never read.
 */

/** `::ffff:10.0.0.1` is the IPv4 address 10.0.0.1 on a dual-stack socket. */
function plain(address: string): string {
  const trimmed = address.trim().replace(/^\[|\]$/g, '')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed)
  return (mapped ? mapped[1]! : trimmed).toLowerCase()
}

export function clientAddressOf(input: { peer: string; forwardedFor: string | null; hops: number }): string {
  const appended = (input.forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .reverse()
  // Nearest first: our own peer, then what each of our proxies saw, outermost last.
  const chain = [input.peer, ...appended]
  // Fewer entries than proxies: the request skipped some of them, so the farthest known one is all we have.
  return plain(chain[Math.min(input.hops, chain.length - 1)] ?? input.peer)
}

/** The eight groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): string[] | null {
  if (!address.includes(':') || !/^[0-9a-f:]+$/.test(address)) return null
  const [head, tail, extra] = address.split('::')
  if (extra !== undefined) return null
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const missing = 8 - left.length - right.length
  if (tail === undefined ? missing !== 0 : missing < 1) return null
  const groups = [...left, ...Array.from({ length: tail === undefined ? 0 : missing }, () => '0'), ...right]
  return groups.every((g) => /^[0-9a-f]{1,4}$/.test(g)) ? groups.map((g) => g.replace(/^0+(?=.)/, '')) : null
}

/**
 * The key limits count under. An IPv6 client is given a whole /64 by its provider and can pick any
 * address in it, so the /64 is the client; an IPv4 address is one client (or one shared network).
 */
export function clientKeyOf(address: string): string {
  const groups = ipv6Groups(address)
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : address
}

/** Loopback and private-network addresses: where proxies of one's own live. */
function isPrivate(address: string): boolean {
  const v4 = /^(\d+)\.(\d+)\.\d+\.\d+$/.exec(address)
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])]
    return a === 10 || a === 127 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127)
  }
  return address === '::1' || /^f[cd]/.test(address) || /^fe[89ab]/.test(address)
}

/**
 * A private peer that names another client in X-Forwarded-For while no proxy is trusted: most likely
 * a proxy of the operator's own, and every visitor behind it counts as that one proxy.
 */
export function looksLikeUntrustedProxy(input: { peer: string; forwardedFor: string | null; hops: number }): boolean {
  if (input.hops > 0 || !input.forwardedFor) return false
  const peer = clientAddressOf({ peer: input.peer, forwardedFor: null, hops: 0 })
  const nearest = clientAddressOf({ peer: input.peer, forwardedFor: input.forwardedFor, hops: 1 })
  return isPrivate(peer) && nearest !== peer
}
