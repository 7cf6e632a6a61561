import 'server-only'
/**
 * The calling client as the app server saw it. Route handlers do not see the socket, so the thin
 * server in front of Next (scripts/server.mjs) stamps every request with the peer address and a
 * nonce of this process, after dropping any copy a client sent. A stamp without the nonce is a
 * client's forgery, or the app runs without that server (`next dev`).
 */
import { clientAddressOf, clientKeyOf } from '@/domain/http/clientAddress'
import { env } from '@/server/env'

export const peerHeader = 'x-resort-peer'

let warned = false

function stampedPeer(headers: Headers): string | null {
  const nonce = process.env.RESORT_PEER_NONCE
  const [given, peer] = (headers.get(peerHeader) ?? '').split(' ')
  return nonce && given === nonce && peer ? peer : null
}

/** The client's address: the stamped peer, or behind TRUST_PROXY_HOPS proxies the entry they appended. */
export function clientAddress(headers: Headers): string {
  const settings = env()
  const peer = stampedPeer(headers)
  if (peer) return clientAddressOf({ peer, forwardedFor: headers.get('x-forwarded-for'), hops: settings.TRUST_PROXY_HOPS })
  // `next dev` fills X-Forwarded-For with the peer itself when a client sent none; good enough on a developer's machine.
  if (settings.NODE_ENV === 'development') return clientAddressOf({ peer: headers.get('x-forwarded-for')?.split(',').pop() ?? 'local', forwardedFor: null, hops: 0 })
  if (!warned) {
    warned = true
    console.warn('[http] requests carry no peer stamp: serve the app with `npm start` (scripts/server.mjs), not `next start`, or per-client limits count every visitor as one')
  }
  return 'unstamped'
}

/** The key per-client limits count under (an IPv6 client is its /64). */
export const clientKey = (headers: Headers) => clientKeyOf(clientAddress(headers))
