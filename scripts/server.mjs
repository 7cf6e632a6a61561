// The app's HTTP server: the built Next app in this process behind a thin layer that does what
// route handlers cannot, because they never see the socket:
// - stamps every request with the TCP peer address (and a nonce of this process, so a client that
//   sends the header itself forges nothing: src/server/http/clientAddress.ts), after dropping any
//   copy the client sent;
// - sets the security headers of every answer (scripts/securityHeaders.mjs);
// - serves the build's scripts and stylesheets from copies compressed once (scripts/staticAssets.mjs),
//   and compresses the other answers, a cached page once per version (scripts/compressedAnswers.mjs).
// `npm start` and the tests serve the app with it; run it after a build: `node scripts/server.mjs`.
//
// WEB_CONCURRENCY=N (1 to 16, default 1) runs N such processes on the one port under a supervisor
// that runs no Next itself (scripts/cluster.mjs). With REDIS_URL the process opens its Redis link
// before serving, so it hears of other processes' changes from its first request on.
import cluster from 'node:cluster'
import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import path from 'node:path'
import { root } from './lib.mjs'
import { securityHeaders } from './securityHeaders.mjs'
import { createMemoryTier } from '../src/server/cache/memoryTier.mjs'
import { answerCompression } from './compressedAnswers.mjs'
import { precompress, staticAssets } from './staticAssets.mjs'

const processes = Number(process.env.WEB_CONCURRENCY || 1)
if (!Number.isInteger(processes) || processes < 1 || processes > 16) {
  console.error(`server: WEB_CONCURRENCY must be a whole number from 1 to 16 (it is ${process.env.WEB_CONCURRENCY})`)
  process.exit(1)
}
if (processes > 1 && !process.env.REDIS_URL) {
  console.error('server: WEB_CONCURRENCY above 1 needs REDIS_URL (the processes share their page cache there)')
  process.exit(1)
}
if (processes > 1 && cluster.isPrimary) {
  const { superviseAppProcesses } = await import('./cluster.mjs')
  superviseAppProcesses(processes)
} else {
  await serveApp()
}

async function serveApp() {
  const peerHeader = 'x-resort-peer'
  const port = Number(process.env.PORT || 3000)
  const publicUrl = (process.env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, '')

  // The app reads the nonce from its own environment: the same process, never sent to anyone. Each
  // app process of a cluster makes its own and stamps the requests it accepts itself.
  process.env.RESORT_PEER_NONCE = randomUUID()

  const redisLink = process.env.REDIS_URL ? (await import('../src/server/cache/redisLink.mjs')).processRedisLink() : null

  const { default: next } = await import('next')
  const app = next({ dev: false, dir: root, port, hostname: 'localhost' })
  const handle = app.getRequestHandler()
  await app.prepare()
  const staticDir = path.join(root, '.next', 'static')
  const compressed = await precompress(staticDir)
  if (compressed) console.log(`server: compressed ${compressed} copies of the build's scripts and stylesheets`)
  const serveStatic = staticAssets(staticDir)
  // Some 25 kB per page version and language: room for a few thousand; the pages' texts, which Next's
  // cache holds too while it keeps them, some 150 kB each.
  const compress = answerCompression(createMemoryTier(64 * 1024 * 1024), createMemoryTier(64 * 1024 * 1024))

  /**
   * Adds the headers as the answer's head is written, each unless the app set its own: Next never
   * replaces a header set before it runs, and a route may need a stricter one (the test terminal).
   */
  function withSecurityHeaders(response, headers) {
    const writeHead = response.writeHead
    response.writeHead = function (...args) {
      for (const [name, value] of Object.entries(headers)) if (!response.hasHeader(name)) response.setHeader(name, value)
      return writeHead.apply(this, args)
    }
  }

  /**
   * With Redis, the end of an answer waits for the change messages under way (a publish revalidates
   * its tags after the handler returns, alongside the answer): a client that goes on to another
   * process finds the change there. An answer waits only while a change is on its way (about a millisecond).
   */
  function afterChangesDelivered(response) {
    const end = response.end
    response.end = function (...args) {
      const delivered = redisLink?.delivered()
      if (!delivered) return end.apply(this, args)
      delivered.then(() => end.apply(this, args))
      return this
    }
  }

  const server = createServer((request, response) => {
    delete request.headers[peerHeader]
    request.headers[peerHeader] = `${process.env.RESORT_PEER_NONCE} ${request.socket.remoteAddress ?? 'unknown'}`
    withSecurityHeaders(response, securityHeaders((request.url ?? '/').split('?')[0], publicUrl))
    if (serveStatic(request, response)) return
    compress(request, response)
    if (redisLink) afterChangesDelivered(response)
    handle(request, response).catch((error) => {
      console.error('server: a request failed', error)
      // Half an answer is already on its way: cut it off rather than append an error to it.
      if (response.headersSent) return response.destroy()
      response.writeHead(500, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ status: 500, message: 'Internal server error' }))
    })
  })

  // Node closes an idle kept-alive connection after 5 s; a client or proxy that reuses it just then gets
  // ECONNRESET (seen by the browser tests' API client). Idle connections stay longer than the usual
  // proxy idle timeout (60 s), so it is always the client side that closes them first.
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  server.listen(port, () => console.log(`server: listening on port ${port}; the site's public address is ${publicUrl}`))

  // Finish the requests under way, then stop (a second signal stops at once). In a cluster the
  // supervisor asks the same over the cluster channel (scripts/cluster.mjs).
  let stopping = false
  const stop = () => {
    if (stopping) return
    stopping = true
    server.close(() => process.exit(0))
    server.closeIdleConnections()
    setTimeout(() => process.exit(0), 10_000).unref()
  }
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stopping ? process.exit(1) : stop()))
  process.on('message', (message) => {
    if (message === 'resort:stop') stop()
    else if (message === 'resort:stop-now') process.exit(1)
  })
}
