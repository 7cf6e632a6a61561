import { NextResponse } from 'next/server'
import { getCachedRedirects } from '@/server/content/cached'
import { withErrorEnvelope } from '@/server/http/errors'
import { methods } from '@/server/http/methods'

/** GET /proxy/vm-view/v1/content/redirects: the redirects stored in the CMS (from, to, permanent). */
function get() {
  return withErrorEnvelope(async () => NextResponse.json({ redirects: await getCachedRedirects() }))
}

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ GET: get })
