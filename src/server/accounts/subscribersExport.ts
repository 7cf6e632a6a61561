import 'server-only'
/**
 * Staff export the confirmed newsletter subscribers as CSV (docs/forms.md#newsletter) from the
 * admin's list of subscriptions. Only a signed-in staff session gets the file: the service decides,
 * whatever the admin shows.
 */
import { NextResponse, type NextRequest } from 'next/server'
import { helsinkiDay } from '@/domain/helsinki'
import { subscribersCsv } from '@/domain/newsletter/subscribersCsv'
import { sql } from '@/server/db'
import { confirmedSubscribers } from '@/server/db/newsletterStore'
import type { SqlPort } from '@/server/db/sqlPort'
import { resultResponse, serviceRoute } from '@/server/http/serviceRoute'
import type { ServiceResult } from '@/server/http/serviceResult'
import { isStaffRequest } from '@/server/http/staff'

type ExportDeps = { db: SqlPort; staff: boolean; now: Date }
type CsvFile = { name: string; content: string }

export async function exportSubscribers(deps: ExportDeps): Promise<ServiceResult<CsvFile, 401>> {
  if (!deps.staff) return { ok: false, status: 401, message: 'Staff only' }
  return { ok: true, value: { name: `newsletter-subscribers-${helsinkiDay(deps.now)}.csv`, content: subscribersCsv(await confirmedSubscribers(deps.db)) } }
}

export const subscribersCsvRoute = serviceRoute({
  sameSiteOnly: true,
  deps: async (request: NextRequest): Promise<ExportDeps> => ({ db: sql(), staff: await isStaffRequest(request.headers), now: new Date() }),
  call: exportSubscribers,
  answer: (result) =>
    result.ok
      ? new NextResponse(result.value.content, {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="${result.value.name}"`,
            'cache-control': 'no-store',
          },
        })
      : resultResponse(result),
})
