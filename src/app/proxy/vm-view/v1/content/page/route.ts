import type { NextRequest } from 'next/server'
import { NextResponse } from 'next/server'
import { z } from 'zod'
import { normalizePagePath } from '@/domain/paths'
import { getPublishedContentPage } from '@/server/content/cached'
import { getContentPage } from '@/server/content/getContentPage'
import { badRequest, errorResponse, withErrorEnvelope } from '@/server/http/errors'
import { queryObject, requestLocale } from '@/server/http/request'
import { isStaffRequest } from '@/server/http/staff'
import { getPayloadClient } from '@/server/payload'
import { methods } from '@/server/http/methods'

const query = z.object({
  pagePath: z.string({ message: 'pagePath is required' }).max(500, 'pagePath is too long'),
  preview: z.enum(['0', '1', 'true', 'false'], { message: 'preview must be 1 or 0' }).optional(),
  locale: z.string().max(10).optional(),
})

/** GET /proxy/vm-view/v1/content/page?pagePath=…[&preview=1] (spec §7). */
function get(request: NextRequest) {
  return withErrorEnvelope(async () => {
    const parsed = query.safeParse(queryObject(request))
    if (!parsed.success) return badRequest(parsed.error.issues)
    const locale = requestLocale(request)
    const preview = parsed.data.preview === '1' || parsed.data.preview === 'true'
    if (preview && !(await isStaffRequest(request.headers))) {
      return errorResponse({ status: 401, message: 'Preview requires a signed-in staff user' })
    }
    const pagePath = normalizePagePath(parsed.data.pagePath)
    const result = preview
      ? await getContentPage(await getPayloadClient(), { locale, pagePath, preview })
      : await getPublishedContentPage(locale, pagePath)
    if (!result) return errorResponse({ status: 404, message: 'Page Not Found' })
    return NextResponse.json(result, { headers: { 'cache-control': 'no-store' } })
  })
}

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ GET: get })
