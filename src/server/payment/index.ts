import 'server-only'
import { env } from '@/server/env'
import { createPaytrailProvider } from './paytrail'
import type { PaymentProvider } from './provider'
import { sql } from '@/server/db'
import { terminalRecords } from './terminalRecords'
import { createTestTerminal, type TestTerminal } from './testTerminal'

type Configured = { provider: PaymentProvider; terminal: TestTerminal | null }

let configured: Configured | undefined

function configure(): Configured {
  const settings = env()
  if (settings.paytrail) return { provider: createPaytrailProvider(settings.paytrail), terminal: null }
  const terminal = createTestTerminal({ appSecret: settings.PAYLOAD_SECRET, publicBase: settings.publicUrl, records: terminalRecords(sql) })
  return { provider: terminal, terminal }
}

/** The payment provider this app is configured with (`PAYMENT_PROVIDER`, default the test terminal). */
export function paymentProvider(): PaymentProvider {
  configured ??= configure()
  return configured.provider
}

/** The test terminal when it is the configured provider; null otherwise, and its page answers 404. */
export function testTerminal(): TestTerminal | null {
  configured ??= configure()
  return configured.terminal
}

export type {
  CreatePaymentInput,
  CreatedPayment,
  PaymentItem,
  PaymentOutcome,
  PaymentProvider,
  RefundInput,
  RefundOutcome,
  StartedRefund,
  VerifiedRefundCallback,
  VerifiedReturn,
} from './provider'
export { PaymentProviderError, type PaymentProviderFailure } from './errors'
