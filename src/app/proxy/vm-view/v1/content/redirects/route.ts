import { NextResponse } from 'next/server'
import { getCachedRedirects } from '@/server/content/cached'
import { withErrorEnvelope } from '@/server/http/errors'

/** GET /proxy/vm-view/v1/content/redirects: the redirects stored in the CMS (from, to, permanent). */
export function GET() {
  return withErrorEnvelope(async () => NextResponse.json({ redirects: await getCachedRedirects() }))
}
