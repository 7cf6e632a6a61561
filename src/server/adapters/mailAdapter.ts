import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { EmailAdapter } from 'payload'

type MailSettings = { smtpUrl?: string; from: string; outboxDir: string }

function parseFrom(from: string): { name: string; address: string } {
  const match = /^(.*)<([^>]+)>\s*$/.exec(from)
  return match ? { name: match[1].trim(), address: match[2].trim() } : { name: '', address: from.trim() }
}

/**
 * Real mail through SMTP when `SMTP_URL` is set; otherwise every message is written as an `.eml`
 * file under the outbox folder, where development, tests and the admin can read it.
 */
export function mailTransport(settings: MailSettings): ReturnType<EmailAdapter> {
  const transport = settings.smtpUrl
    ? nodemailer.createTransport(settings.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  const from = parseFrom(settings.from)
  return {
    name: settings.smtpUrl ? 'smtp' : 'outbox',
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    sendEmail: async (message) => {
      const info = await transport.sendMail({ from: settings.from, ...message })
      if (settings.smtpUrl) return info
      const raw = (info as unknown as { message: Buffer }).message
      await mkdir(settings.outboxDir, { recursive: true })
      const stamp = new Date().toISOString().replace(/[:.]/g, '-')
      const file = path.join(settings.outboxDir, `${stamp}-${info.messageId.replace(/[^a-zA-Z0-9.@-]/g, '')}.eml`)
      await writeFile(file, raw)
      return { ...info, file }
    },
  }
}

/** Payload's e-mail adapter (staff mail such as its password reset) over the same transport. */
export function mailAdapter(settings: MailSettings): EmailAdapter {
  const transport = mailTransport(settings)
  return () => transport
}
