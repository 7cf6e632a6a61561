import 'server-only'
/**
 * The staff actions on money (docs/refunds.md#staff, docs/gift-cards.md#ledger), called by the
 * admin's order and gift card pages. Staff are known by their admin session; the services below
 * refuse anyone else, so the routes hold no rule of their own.
 */
import type { NextRequest } from 'next/server'
import type { z } from 'zod'
import { getRequestLanguage } from 'payload'
import { staffText } from '@/i18n/admin/staffActions'
import { serviceRoute } from '@/server/http/serviceRoute'
import { idParams } from '@/server/http/staffSchemas'
import { changeBalance, findCard } from '@/server/db/giftCardStore'
import { findRefund } from '@/server/db/refundStore'
import type { ServiceResult } from '@/server/http/serviceResult'
import { getPayloadClient } from '@/server/payload'
import { refundDeps } from './refundDeps'
import { retryRefund, type RefundDeps } from './refunds'
import { staffRefund, type StaffRefundInput } from './staffRefund'

/** `language`: the admin's language of the staff member acting, which their refusals are written in. */
export type StaffDeps = RefundDeps & { staffId: number | null; language: string }

export async function staffDeps(request: NextRequest): Promise<StaffDeps> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  const language = getRequestLanguage({
    config: payload.config,
    cookies: new Map(request.cookies.getAll().map((c) => [c.name, c.value])),
    headers: request.headers,
  })
  return { ...refundDeps(), staffId: user && user.collection === 'users' ? Number(user.id) : null, language }
}

/** A staff action on one record: `{id}` from the path, merged with the body's fields. */
export const staffRoute = <B extends z.ZodType, R extends ServiceResult<unknown>>(
  body: B | undefined,
  call: (deps: StaffDeps, input: z.output<B> & { id: number }) => Promise<R>,
) => serviceRoute({ sameSiteOnly: true, params: idParams, body, deps: staffDeps, call: (deps, input) => call(deps, input as z.output<B> & { id: number }) })

const notStaff = (deps: StaffDeps) => ({ ok: false as const, status: 401 as const, message: staffText(deps.language, 'staffOnly') })

export async function refundAsStaff(deps: StaffDeps, input: Omit<StaffRefundInput, 'staffId' | 'language'>) {
  if (deps.staffId === null) return notStaff(deps)
  return staffRefund(deps, { ...input, staffId: deps.staffId, language: deps.language })
}

export async function retryAsStaff(deps: StaffDeps, input: { id: number }): Promise<ServiceResult<{ retried: true }, 401 | 404 | 409>> {
  if (deps.staffId === null) return notStaff(deps)
  if (!(await findRefund(deps.db, input.id))) return { ok: false, status: 404, message: staffText(deps.language, 'noSuchRefund') }
  return (await retryRefund(deps, input.id))
    ? { ok: true, value: { retried: true } }
    : { ok: false, status: 409, message: staffText(deps.language, 'onlyFailedRetried') }
}

/** A manual change of a card's balance, with the reason in its ledger; never below zero. */
export async function adjustCardAsStaff(
  deps: StaffDeps,
  input: { id: number; amount: number; reason: string },
): Promise<ServiceResult<{ balance: number }, 400 | 401 | 404 | 409>> {
  if (deps.staffId === null) return notStaff(deps)
  if (input.amount === 0 || input.reason.trim() === '') return { ok: false, status: 400, message: staffText(deps.language, 'amountAndReason') }
  const staffId = deps.staffId
  return deps.db.transaction(async (tx) => {
    if (!(await findCard(tx, input.id))) return { ok: false, status: 404, message: staffText(deps.language, 'noSuchCard') }
    if (!(await changeBalance(tx, input.id, 'adjustment', input.amount, { reason: input.reason.trim(), staffId }, new Date()))) {
      return { ok: false, status: 409, message: staffText(deps.language, 'belowZero') }
    }
    return { ok: true, value: { balance: (await findCard(tx, input.id))!.balance } }
  })
}
