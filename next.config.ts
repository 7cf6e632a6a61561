import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { withPayload } from '@payloadcms/next/withPayload'
import createNextIntlPlugin from 'next-intl/plugin'
import type { NextConfig } from 'next'
import { PHASE_PRODUCTION_BUILD } from 'next/constants'

/**
 * The message catalogues are compiled at build time (next-intl's `precompile`): the browser then
 * formats them with a small reader instead of carrying an ICU parser (8.5 kB gzip on every page).
 */
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: { messages: { path: './src/i18n/messages', format: 'json', locales: ['fi', 'en', 'sv'], precompile: true } },
})

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // scripts/server.mjs compresses the answers, a cached page once per version (docs/operations.md#compression).
  compress: false,
  // It also tags a cached page from the hash it keeps its copies by: Next's ETag hashed the whole page
  // again, in JavaScript, on every visit.
  generateEtags: false,
  // Sharp and the database drivers are native; keep them out of the server bundle. pdfkit loads its
  // font metrics and colour profile from its own folder at run time, which a bundle would not carry.
  serverExternalPackages: ['sharp', '@libsql/client', 'libsql', 'pdfkit'],
  images: { unoptimized: true },
  // Rendered pages and cached reads live in memory only: a restart (or a new database) starts cold
  // instead of serving pages of another database from .next/. With REDIS_URL the running app keeps
  // them in Redis instead, shared by all its processes (see the export below).
  experimental: { isrFlushToDisk: false },
  typescript: { ignoreBuildErrors: true }, // `npm test` runs tsc itself; the build need not do it twice
  // The browser's next/dynamic is its browser half alone (src/components/ui/browserDynamic.ts): Next's
  // carries its server code (preload hints, stylesheet links) into every content page's first script.
  // The key is the module Next itself maps `next/dynamic` to in the app router (an alias of
  // `next/dynamic` loses to that mapping); if an update renames it, tests/int/jsBudget.test.ts fails.
  turbopack: { resolveAlias: { 'next/dist/shared/lib/app-dynamic': { browser: './src/components/ui/browserDynamic.ts' } } },
}

const config = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

/**
 * Payload asks every response for the colour-scheme client hint with Critical-CH, which makes the
 * browser repeat the first request of each visit. Only its admin uses the hint.
 */
const payloadHeaders = config.headers
config.headers = async () => ((await payloadHeaders?.()) ?? []).map((rule) => (rule.source === '/:path*' ? { ...rule, source: '/admin/:path*' } : rule))

/**
 * With REDIS_URL, the served app keeps Next's caches (pages, route answers, `unstable_cache` data, tag
 * revalidations) in Redis, shared by every process (src/server/cache/redisCacheHandler.mjs,
 * docs/operations.md#several-processes). The build never does: it may run where no Redis is, and
 * one build serves with or without it. Next reads this file again when the server starts.
 */
const redisCacheHandler = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src/server/cache/redisCacheHandler.mjs')

export default function configFor(phase: string): NextConfig {
  return process.env.REDIS_URL && phase !== PHASE_PRODUCTION_BUILD ? { ...config, cacheHandler: redisCacheHandler } : config
}
