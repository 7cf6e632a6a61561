import { withPayload } from '@payloadcms/next/withPayload'
import createNextIntlPlugin from 'next-intl/plugin'
import type { NextConfig } from 'next'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Sharp and the database drivers are native; keep them out of the server bundle.
  serverExternalPackages: ['sharp', '@libsql/client', 'libsql'],
  images: { unoptimized: true },
  typescript: { ignoreBuildErrors: true }, // `npm test` runs tsc itself; the build need not do it twice
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
