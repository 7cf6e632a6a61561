import { NextResponse } from 'next/server'
import { getCachedLocaleEntries } from '@/server/content/cached'
import { withErrorEnvelope } from '@/server/http/errors'

/** GET /proxy/vm-view/v1/content/locales: the locale entries (code, domain, iso, accountHubUrl). */
export function GET() {
  return withErrorEnvelope(async () => NextResponse.json({ locales: await getCachedLocaleEntries() }))
}
