import type { NextRequest } from 'next/server'
import { NextResponse } from 'next/server'
import { getPublishedLayout } from '@/server/content/cached'
import { getLayout } from '@/server/content/getLayout'
import { errorResponse, withErrorEnvelope } from '@/server/http/errors'
import { requestLocale } from '@/server/http/request'
import { isStaffRequest } from '@/server/http/staff'
import { getPayloadClient } from '@/server/payload'

/** GET /proxy/vm-view/v1/content/layout/main[?preview=1]: header and footer for the locale (spec §7). */
export function GET(request: NextRequest) {
  return withErrorEnvelope(async () => {
    const locale = requestLocale(request)
    const preview = request.nextUrl.searchParams.get('preview') === '1'
    if (preview && !(await isStaffRequest(request.headers))) {
      return errorResponse({ status: 401, message: 'Preview requires a signed-in staff user' })
    }
    const layout = preview
      ? await getLayout(await getPayloadClient(), { locale, preview })
      : await getPublishedLayout(locale)
    return NextResponse.json(layout, { headers: { 'cache-control': preview ? 'no-store' : 'public, max-age=0, must-revalidate' } })
  })
}
