// The build's scripts and stylesheets (/_next/static/…), served by scripts/server.mjs before Next sees
// the request, from copies compressed once with Brotli and gzip at their highest levels.
//
// Why not leave them to Next: Next gzips every answer as it sends it (level 6, on the event loop's
// time), so each new visitor's 500 kB of script cost the server its compression again, and browsers
// never got Brotli, which makes the same scripts some 15 % smaller than gzip does. The files never
// change under their hashed names, so they are compressed once, after the build or on the first start
// that finds them missing, and sirv serves the copy the browser accepts (docs/operations.md#compression).
import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import sirv from 'sirv'
import { files } from './files.mjs'

const compressible = /\.(?:js|mjs|css|svg|json|txt|map|html)$/
/** Below this the saving is a packet's fraction and not worth a file. */
const minimumBytes = 1024
const encodings = [
  {
    suffix: '.br',
    compress: promisify(brotliCompress),
    options: (size) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: size } }),
  },
  { suffix: '.gz', compress: promisify(gzip), options: () => ({ level: 9 }) },
]

/**
 * Writes `<file>.br` and `<file>.gz` beside each compressible file under `dir` that lacks them, and
 * only where the copy is smaller. Each copy is written under a temporary name and renamed, so two
 * processes starting at once never serve half a file. Returns how many copies it wrote.
 */
export async function precompress(dir) {
  if (!existsSync(dir)) return 0
  const jobs = []
  for (const file of files(dir)) {
    if (!compressible.test(file)) continue
    const size = statSync(file).size
    if (size < minimumBytes) continue
    for (const { suffix, compress, options } of encodings) {
      if (existsSync(file + suffix)) continue
      jobs.push(async () => {
        const packed = await compress(readFileSync(file), options(size))
        if (packed.length >= size) return 0
        const temporary = `${file}${suffix}.${process.pid}.tmp`
        writeFileSync(temporary, packed)
        renameSync(temporary, file + suffix)
        return 1
      })
    }
  }
  // zlib runs these on libuv's thread pool; its four threads set the useful concurrency.
  let written = 0
  for (let i = 0; i < jobs.length; i += 4) written += (await Promise.all(jobs.slice(i, i + 4).map((job) => job()))).reduce((a, b) => a + b, 0)
  return written
}

const prefix = '/_next/static/'

/**
 * A request handler for the files under `dir` (the build's `.next/static`) at /_next/static/…: it answers
 * GET and HEAD of a file it has and returns true, or returns false and leaves the request to Next
 * (another path, another method, or a file it does not know, which Next answers with its 404).
 */
export function staticAssets(dir) {
  // Not dev mode: sirv lists the files once, so call this after precompress().
  const serve = sirv(dir, {
    gzip: true,
    brotli: true,
    etag: true,
    maxAge: 31536000,
    immutable: true,
    extensions: [],
    // The scripts hold Finnish and Swedish texts: name their encoding rather than leave it to the page's.
    setHeaders: (response, pathname) => {
      const type = /\.(js|mjs|css)$/.exec(pathname)?.[1]
      if (type) response.setHeader('Content-Type', `${type === 'css' ? 'text/css' : 'text/javascript'}; charset=utf-8`)
    },
  })
  return (request, response) => {
    const url = request.url ?? '/'
    if (!url.startsWith(prefix) || (request.method !== 'GET' && request.method !== 'HEAD')) return false
    let found = true
    // sirv sees the path below /_next/static; the request itself stays untouched for Next.
    serve({ url: url.slice(prefix.length - 1), headers: request.headers }, response, () => (found = false))
    return found
  }
}
