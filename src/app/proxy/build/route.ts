import { NextResponse } from 'next/server'
import { buildId } from '@/server/buildId'

export const dynamic = 'force-dynamic'

/** GET /proxy/build: the running build, polled by open pages to notice a new deployment. */
export function GET() {
  return NextResponse.json({ buildId: buildId() }, { headers: { 'cache-control': 'no-store' } })
}
