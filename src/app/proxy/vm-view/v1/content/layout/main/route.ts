import type { NextRequest } from 'next/server'
import { NextResponse } from 'next/server'
import { getPublishedLayout } from '@/server/content/cached'
import { errorResponse, withErrorEnvelope } from '@/server/http/errors'
import { requestLocale } from '@/server/http/request'
import { isStaffRequest } from '@/server/http/staff'
import { methods } from '@/server/http/methods'

/**
 * GET /proxy/vm-view/v1/content/layout/main[?preview=1]: header and footer for the locale (spec §7).
 * Header and footer have no drafts, so a preview (staff only) answers the same published layout.
 */
function get(request: NextRequest) {
  return withErrorEnvelope(async () => {
    const preview = request.nextUrl.searchParams.get('preview') === '1'
    if (preview && !(await isStaffRequest(request.headers))) {
      return errorResponse({ status: 401, message: 'Preview requires a signed-in staff user' })
    }
    const layout = await getPublishedLayout(requestLocale(request))
    return NextResponse.json(layout, { headers: { 'cache-control': 'no-store' } })
  })
}

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ GET: get })
