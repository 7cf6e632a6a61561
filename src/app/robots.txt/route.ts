import { localeForHost } from '@/domain/localeDomains'
import { robotsTxt } from '@/domain/seo/robots'
import { getCachedLocaleEntries } from '@/server/content/cached'
import { env } from '@/server/env'
import { siteOrigins } from '@/server/seo/siteFacts'

export const dynamic = 'force-dynamic'

/** docs/seo.md#robots. On a language's own domain the sitemap is named on that domain. */
export async function GET(request: Request) {
  const locale = localeForHost(request.headers.get('host'), await getCachedLocaleEntries())
  const origin = locale ? (await siteOrigins())[locale].origin : env().publicUrl
  return new Response(robotsTxt(`${origin}/sitemap.xml`), { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } })
}
