import 'server-only'
/**
 * Sends one e-mail over the site's mail transport (SMTP, or an .eml file in the outbox) without going
 * through Payload: the background sweeper sends order mail too, and must not start Payload in its own
 * module layer (Payload's error classes would then differ from the ones its REST API checks for).
 */
import { mailTransport } from '@/server/adapters/mailAdapter'
import { env } from '@/server/env'
import type { Mail } from './mailDocument'

let transport: ReturnType<typeof mailTransport> | undefined

export function sendMail(message: Mail): Promise<unknown> {
  const settings = env()
  transport ??= mailTransport({ smtpUrl: settings.SMTP_URL, from: settings.MAIL_FROM, outboxDir: settings.outboxDir })
  return transport.sendEmail(message)
}
