import { sitemapXml } from '@/domain/seo/sitemap'
import { siteOrigins } from '@/server/seo/siteFacts'
import { sitemapEntries } from '@/server/seo/sitemapEntries'

// Read per request from a cache that publishing expires (docs/seo.md#sitemap); never built at build time.
export const dynamic = 'force-dynamic'

export async function GET() {
  const xml = sitemapXml(await sitemapEntries(await siteOrigins()))
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=300' } })
}
