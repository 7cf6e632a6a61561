import 'server-only'
/**
 * The staff actions on money (docs/refunds.md#staff, docs/gift-cards.md#ledger), called by the
 * admin's order and gift card pages. Staff are known by their admin session; the services below
 * refuse anyone else, so the routes hold no rule of their own.
 */
import type { NextRequest } from 'next/server'
import type { z } from 'zod'
import { serviceRoute } from '@/server/http/serviceRoute'
import { idParams } from '@/server/http/staffSchemas'
import { changeBalance, findCard } from '@/server/db/giftCardStore'
import { findRefund } from '@/server/db/refundStore'
import type { ServiceResult } from '@/server/http/serviceResult'
import { getPayloadClient } from '@/server/payload'
import { refundDeps } from './refundDeps'
import { retryRefund, type RefundDeps } from './refunds'
import { staffRefund, type StaffRefundInput } from './staffRefund'

export type StaffDeps = RefundDeps & { staffId: number | null }

export async function staffDeps(request: NextRequest): Promise<StaffDeps> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  return { ...refundDeps(), staffId: user && user.collection === 'users' ? Number(user.id) : null }
}

/** A staff action on one record: `{id}` from the path, merged with the body's fields. */
export const staffRoute = <B extends z.ZodType, R extends ServiceResult<unknown>>(
  body: B | undefined,
  call: (deps: StaffDeps, input: z.output<B> & { id: number }) => Promise<R>,
) => serviceRoute({ sameSiteOnly: true, params: idParams, body, deps: staffDeps, call: (deps, input) => call(deps, input as z.output<B> & { id: number }) })

const notStaff = { ok: false as const, status: 401 as const, message: 'Staff only' }

export async function refundAsStaff(deps: StaffDeps, input: Omit<StaffRefundInput, 'staffId'>) {
  if (deps.staffId === null) return notStaff
  return staffRefund(deps, { ...input, staffId: deps.staffId })
}

export async function retryAsStaff(deps: StaffDeps, input: { id: number }): Promise<ServiceResult<{ retried: true }, 401 | 404 | 409>> {
  if (deps.staffId === null) return notStaff
  if (!(await findRefund(deps.db, input.id))) return { ok: false, status: 404, message: 'No such refund' }
  return (await retryRefund(deps, input.id))
    ? { ok: true, value: { retried: true } }
    : { ok: false, status: 409, message: 'Only a failed refund can be retried' }
}

/** A manual change of a card's balance, with the reason in its ledger; never below zero. */
export async function adjustCardAsStaff(
  deps: StaffDeps,
  input: { id: number; amount: number; reason: string },
): Promise<ServiceResult<{ balance: number }, 400 | 401 | 404 | 409>> {
  if (deps.staffId === null) return notStaff
  if (input.amount === 0 || input.reason.trim() === '') return { ok: false, status: 400, message: 'An amount other than 0 and a reason are required' }
  const staffId = deps.staffId
  return deps.db.transaction(async (tx) => {
    if (!(await findCard(tx, input.id))) return { ok: false, status: 404, message: 'No such gift card' }
    if (!(await changeBalance(tx, input.id, 'adjustment', input.amount, { reason: input.reason.trim(), staffId }, new Date()))) {
      return { ok: false, status: 409, message: 'The balance cannot go below zero' }
    }
    return { ok: true, value: { balance: (await findCard(tx, input.id))!.balance } }
  })
}
