import 'server-only'
import type { AccountDeps } from '@/server/accounts/accountDeps'
import { customerDeps } from '@/server/accounts/accountRoutes'
import type { NextRequest } from 'next/server'
import { env } from '@/server/env'
import type { ServiceResult } from '@/server/http/serviceResult'

/** What the homeowner services need: the account services' deps, who is asking, and where staff read owner news. */
export type HomeownerDeps = AccountDeps & { customerId: number | null; staffEmail: string }

export type HomeownerResult<T> = ServiceResult<T, 400 | 401 | 403 | 404 | 409 | 429>

export async function homeownerDeps(request: NextRequest): Promise<HomeownerDeps> {
  const { account, customerId } = await customerDeps(request)
  return { ...account, customerId, staffEmail: env().ADMIN_EMAIL }
}
