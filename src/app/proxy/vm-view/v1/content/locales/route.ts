import { NextResponse } from 'next/server'
import { getCachedLocaleEntries } from '@/server/content/cached'
import { withErrorEnvelope } from '@/server/http/errors'
import { methods } from '@/server/http/methods'

/** GET /proxy/vm-view/v1/content/locales: the locale entries (code, domain, iso, accountHubUrl). */
function get() {
  return withErrorEnvelope(async () => NextResponse.json({ locales: await getCachedLocaleEntries() }))
}

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ GET: get })
