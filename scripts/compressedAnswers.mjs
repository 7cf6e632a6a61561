// Compression of the app's answers (pages, page data, API), done by scripts/server.mjs instead of Next
// (`compress: false` in next.config.ts), for two reasons:
// - Next gzips every answer as it sends it. A page from the page cache is the same bytes for every
//   visitor, and compressing the landing page's 158 kB took the server as long again as serving it.
//   Here a whole answer from Next's page cache is compressed once and its compressed bytes are kept,
//   keyed by a hash of the bytes themselves, so a publish (new bytes) never meets an old copy and two
//   pages never share one.
// - Next never offers Brotli, which makes pages some 15-20 % smaller than gzip. Other answers (a
//   dynamic page as it streams, API JSON) go through the `compression` middleware, Brotli first.
// The same hash gives such a page its ETag (`generateEtags: false` in next.config.ts): Next's own
// hashed the whole page again in JavaScript on every visit, a fifth of the landing page's serving time.
// docs/operations.md#compression.
import compression from 'compression'
import Negotiator from 'negotiator'
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const compressibleType = /^(?:text\/|application\/(?:json|javascript|xml|rss\+xml|atom\+xml|manifest\+json)|image\/svg\+xml)/
/** Smaller answers are not worth the work: `compression`'s own threshold. */
const minimumBytes = 1024
const compressors = {
  // Quality 6 makes the landing page 8 % smaller than quality 4 (the middleware's) for 1.6 ms, paid
  // once per page version; quality 11 would take 10 % more off for 120 ms of the first visitor's time.
  br: (body) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
}

/** Route handlers' answers carry their content type as a list (Next appends their headers). */
const compressible = (response) => compressibleType.test(String(response.getHeader('content-type') ?? ''))

/**
 * Whether an answer that ended in one piece is a page from Next's page cache, the same bytes for every
 * visitor: Next marks those with `x-nextjs-cache` (HIT, STALE, or MISS when just rendered into it).
 */
function cachedPage(request, response) {
  if (request.method !== 'GET' || response.statusCode !== 200 || response.headersSent) return false
  return response.hasHeader('x-nextjs-cache') && !response.hasHeader('content-encoding') && compressible(response)
}

/** Whether the client already holds the representation tagged `etag` (If-None-Match compares weakly). */
function held(request, etag) {
  const asked = request.headers['if-none-match']
  return asked !== undefined && (asked.trim() === '*' || asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
}

/**
 * The compression step of scripts/server.mjs: `compress(request, response)` before the app handles
 * the request. `copies` keeps the whole answers' compressed bytes and `hashes` each address's last
 * page text with its hash (both createMemoryTier of src/server/cache/memoryTier.mjs, the least
 * recently used dropped first).
 */
export function answerCompression(copies, hashes) {
  // The middleware's own test of the type reads a list as no type, and left every route handler's JSON uncompressed.
  const streaming = compression({ threshold: minimumBytes, filter: (_request, response) => compressible(response) })

  /**
   * The hash of a page's bytes. Next hands every visitor the same string from its cache, which
   * compares equal to the one remembered at its address at once: encoding and hashing the landing
   * page's 150 kB again took a seventh of the time it takes to serve it.
   */
  function pageHash(address, chunk, bytes) {
    const seen = typeof chunk === 'string' ? hashes.get(address) : undefined
    if (seen?.text === chunk) return seen
    const body = bytes()
    const known = { text: chunk, hash: createHash('sha256').update(body).digest('base64url'), size: body.length }
    if (typeof chunk === 'string') hashes.set(address, known, body.length)
    return known
  }

  return function compress(request, response) {
    streaming(request, response, () => {})
    let streamed = false
    const write = response.write
    const end = response.end
    response.write = function (...args) {
      streamed = true
      return write.apply(this, args)
    }
    response.end = function (chunk, encoding, callback) {
      if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined]
      if (streamed || chunk == null || typeof chunk === 'function' || !cachedPage(request, response)) return end.call(this, chunk, encoding, callback)
      const bytes = () => (Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'))
      const { hash, size } = pageHash(request.url, chunk, bytes)
      const negotiated = size >= minimumBytes && new Negotiator(request).encoding(['br', 'gzip', 'identity'], { preferred: ['br', 'gzip'] })
      const method = negotiated === 'br' || negotiated === 'gzip' ? negotiated : 'identity'
      // Each encoding is a representation of its own, with a tag of its own (RFC 9110, 8.8.3).
      const etag = method === 'identity' ? `"${hash}"` : `"${hash}-${method}"`
      response.setHeader('ETag', etag)
      if (held(request, etag)) {
        response.statusCode = 304
        for (const name of ['content-length', 'content-type']) response.removeHeader(name)
        return end.call(this, null, callback)
      }
      if (method === 'identity') return end.call(this, chunk, encoding, callback)
      const send = (packed) => {
        // Set before the head goes out: the middleware, whose end this is, finds the answer encoded and leaves it.
        response.setHeader('Content-Encoding', method)
        response.setHeader('Content-Length', packed.length)
        end.call(response, packed, callback)
      }
      const key = `${method} ${hash}`
      const copy = copies.get(key)
      if (copy) {
        send(copy)
        return this
      }
      const body = bytes()
      compressors[method](body).then(
        (packed) => {
          copies.set(key, packed, packed.length)
          send(packed)
        },
        () => end.call(response, body, callback),
      )
      return this
    }
  }
}
