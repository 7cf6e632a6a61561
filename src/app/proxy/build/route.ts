import { NextResponse } from 'next/server'
import { buildId } from '@/server/buildId'
import { methods } from '@/server/http/methods'

export const dynamic = 'force-dynamic'

/** GET /proxy/build: the running build, polled by open pages to notice a new deployment. */
function get() {
  return NextResponse.json({ buildId: buildId() }, { headers: { 'cache-control': 'no-store' } })
}

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ GET: get })
