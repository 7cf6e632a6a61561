// Compression of the app's answers (pages, page data, API), done by scripts/server.mjs instead of Next
// (`compress: false` in next.config.ts), for two reasons:
// - Next gzips every answer as it sends it. A page from the page cache is the same bytes for every
//   visitor, and compressing the landing page's 158 kB took the server as long again as serving it.
//   Here a whole answer with an ETag (Next's mark of a page served from its cache) is compressed once
//   and its compressed bytes are kept, keyed by a hash of the bytes themselves, so a publish (new
//   bytes) never meets an old copy and two pages never share one.
// - Next never offers Brotli, which makes pages some 15-20 % smaller than gzip. Other answers (a
//   dynamic page as it streams, API JSON) go through the `compression` middleware, Brotli first.
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

/** Whether an answer ended in one piece is one of those kept compressed. */
function keepable(request, response, body) {
  if (request.method !== 'GET' || response.statusCode !== 200 || response.headersSent) return false
  if (!response.getHeader('etag') || response.getHeader('content-encoding')) return false
  return compressible(response) && body.length >= minimumBytes
}

/**
 * The compression step of scripts/server.mjs: `compress(request, response)` before the app handles
 * the request. `copies` (createMemoryTier of src/server/cache/memoryTier.mjs) keeps the whole
 * answers' compressed bytes, the least recently used dropped first.
 */
export function answerCompression(copies) {
  // The middleware's own test of the type reads a list as no type, and left every route handler's JSON uncompressed.
  const streaming = compression({ threshold: minimumBytes, filter: (_request, response) => compressible(response) })
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
      if (streamed || chunk == null || typeof chunk === 'function') return end.call(this, chunk, encoding, callback)
      const body = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
      const method = keepable(request, response, body) && new Negotiator(request).encoding(['br', 'gzip', 'identity'], { preferred: ['br', 'gzip'] })
      if (method !== 'br' && method !== 'gzip') return end.call(this, chunk, encoding, callback)
      const key = `${method} ${createHash('sha256').update(body).digest('base64')}`
      const send = (packed) => {
        // Set before the head goes out: the middleware, whose end this is, finds the answer encoded and leaves it.
        response.setHeader('Content-Encoding', method)
        response.setHeader('Content-Length', packed.length)
        end.call(response, packed, callback)
      }
      const copy = copies.get(key)
      if (copy) {
        send(copy)
        return this
      }
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
