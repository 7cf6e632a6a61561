import 'server-only'
/**
 * The calling client as the app server saw it. Route handlers do not see the socket, so the thin
 * server in front of Next (scripts/server.mjs) stamps every request with the peer address and a
 * nonce of this process, after dropping any copy a client sent. A stamp without the nonce is a
 * client's forgery, or the app runs without that server (`next dev`).
 */
import { clientAddressOf, clientKeyOf, looksLikeUntrustedProxy } from '@/domain/http/clientAddress'
import { env } from '@/server/env'

export const peerHeader = 'x-resort-peer'
/** The client of every request that carries no peer stamp (the app runs without scripts/server.mjs). */
export const unstampedClient = 'unstamped'

const warned = { unstamped: false, proxy: false }

/** Said once per process: it points at a setting, and every request would repeat it. */
function warnOnce(which: keyof typeof warned, message: string) {
  if (warned[which]) return
  warned[which] = true
  console.warn(message)
}

function stampedPeer(headers: Headers): string | null {
  const nonce = process.env.RESORT_PEER_NONCE
  const [given, peer] = (headers.get(peerHeader) ?? '').split(' ')
  return nonce && given === nonce && peer ? peer : null
}

/** The client's address: the stamped peer, or behind TRUST_PROXY_HOPS proxies the entry they appended. */
export function clientAddress(headers: Headers): string {
  const settings = env()
  const peer = stampedPeer(headers)
  if (peer) {
    const seen = { peer, forwardedFor: headers.get('x-forwarded-for'), hops: settings.TRUST_PROXY_HOPS }
    if (looksLikeUntrustedProxy(seen)) {
      warnOnce(
        'proxy',
        `[http] requests come through ${peer}, which forwards other addresses: if it is your proxy, set TRUST_PROXY_HOPS (the number of proxies in front), or every visitor counts as one client and the per-client limits (sign-in, unpaid orders) apply to them all`,
      )
    }
    return clientAddressOf(seen)
  }
  // `next dev` fills X-Forwarded-For with the peer itself when a client sent none; good enough on a developer's machine.
  if (settings.NODE_ENV === 'development')
    return clientAddressOf({ peer: headers.get('x-forwarded-for')?.split(',').pop() ?? 'local', forwardedFor: null, hops: 0 })
  warnOnce(
    'unstamped',
    '[http] requests carry no peer stamp: serve the app with `npm start` (scripts/server.mjs), not `next start`, or per-client limits count every visitor as one',
  )
  return unstampedClient
}

/** The key per-client limits count under (an IPv6 client is its /64). */
export const clientKey = (headers: Headers) => clientKeyOf(clientAddress(headers))
