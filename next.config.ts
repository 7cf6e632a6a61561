import { withPayload } from '@payloadcms/next/withPayload'
import createNextIntlPlugin from 'next-intl/plugin'
import type { NextConfig } from 'next'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Sharp and the database drivers are native; keep them out of the server bundle. pdfkit loads its
  // font metrics and colour profile from its own folder at run time, which a bundle would not carry.
  serverExternalPackages: ['sharp', '@libsql/client', 'libsql', 'pdfkit'],
  images: { unoptimized: true },
  // Rendered pages and cached reads live in memory only: a restart (or a new database) starts cold
  // instead of serving pages of another database from .next/. Several processes share a cache
  // handler instead (docs/operations.md#topology).
  experimental: { isrFlushToDisk: false },
  typescript: { ignoreBuildErrors: true }, // `npm test` runs tsc itself; the build need not do it twice
}

const config = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

/**
 * Payload asks every response for the colour-scheme client hint with Critical-CH, which makes the
 * browser repeat the first request of each visit. Only its admin uses the hint.
 */
const payloadHeaders = config.headers
config.headers = async () => ((await payloadHeaders?.()) ?? []).map((rule) => (rule.source === '/:path*' ? { ...rule, source: '/admin/:path*' } : rule))

export default config
