import 'server-only'
/** How a request builds the refund services' dependencies: no catalogue, the provider, mail, and who is asking. */
import { randomBytes } from 'node:crypto'
import type { NextRequest } from 'next/server'
import { customerDeps } from '@/server/accounts/accountRoutes'
import { sql } from '@/server/db'
import { env } from '@/server/env'
import { sendMail } from '@/server/mail/sendMail'
import { paymentProvider } from '@/server/payment'
import type { CancellationDeps } from './cancellationService'
import type { RefundDeps } from './refunds'

export function refundDeps(): RefundDeps {
  const settings = env()
  return {
    db: sql(),
    provider: paymentProvider(),
    random: (bytes) => randomBytes(bytes),
    sendMail,
    siteUrl: settings.publicUrl,
    callbackBase: new URL(settings.publicUrl).origin,
  }
}

export async function cancellationDeps(request: NextRequest): Promise<CancellationDeps> {
  const { customerId } = await customerDeps(request)
  return { ...refundDeps(), now: new Date(), customerId, secret: env().PAYLOAD_SECRET }
}
