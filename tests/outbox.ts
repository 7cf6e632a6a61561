/** The mail the app wrote to its outbox directory (real .eml files), for tests of what customers receive. */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** Every mail to `email`, oldest first, as written. */
function rawMailsTo(email: string): string[] {
  const outbox = path.join(process.env.TEST_DATA_DIR ?? 'data', 'outbox')
  return readdirSync(outbox)
    .sort()
    .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
    .filter((m) => m.includes(`To: ${email}`))
}

/** Every mail to `email`, oldest first, with quoted-printable line breaks and `=` undone. */
function mailsTo(email: string): string[] {
  return rawMailsTo(email).map((m) => m.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
}

export type OutboxAttachment = { filename: string; contentType: string; content: Buffer }

/** The attached files of the newest mail to `email` (such as the gift card's PDF), decoded. */
export function attachmentsTo(email: string): OutboxAttachment[] {
  const mail = rawMailsTo(email).at(-1)
  if (!mail) throw new Error(`no mail to ${email}`)
  const parts = mail.matchAll(
    /Content-Type: ([^;\r\n]+)[^\r\n]*\r?\nContent-Transfer-Encoding: base64\r?\nContent-Disposition: attachment; filename="?([^"\r\n]+)"?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/g,
  )
  return [...parts].map((m) => ({ contentType: m[1], filename: m[2], content: Buffer.from(m[3].replace(/\s/g, ''), 'base64') }))
}

export type InlineImage = OutboxAttachment & { cid: string }

/** The images the newest mail to `email` shows inline by Content-ID (the QR codes of door codes), decoded. */
export function inlineImagesTo(email: string): InlineImage[] {
  const mail = rawMailsTo(email).at(-1)
  if (!mail) throw new Error(`no mail to ${email}`)
  const parts = mail.matchAll(
    /Content-Type: ([^;\r\n]+)[^\r\n]*\r?\nContent-ID: <([^>\r\n]+)>\r?\nContent-Transfer-Encoding: base64\r?\nContent-Disposition: inline; filename="?([^"\r\n]+)"?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/g,
  )
  return [...parts].map((m) => ({ contentType: m[1], cid: m[2], filename: m[3], content: Buffer.from(m[4].replace(/\s/g, ''), 'base64') }))
}

/** The newest mail to `email`. */
export function latestMailTo(email: string): string {
  const mail = mailsTo(email).at(-1)
  if (!mail) throw new Error(`no mail to ${email}`)
  return mail
}

/** The newest mail to `email` that contains `text` (a shared address, such as staff's, gets others' mail too). */
export function mailToContaining(email: string, text: string): string {
  const mail = mailsTo(email).findLast((m) => m.includes(text))
  if (!mail) throw new Error(`no mail to ${email} with ${text}`)
  return mail
}

/** The code of the newest verification mail to `email` (other mail, an order confirmation, may be newer). */
export const codeFromOutbox = (email: string) =>
  mailsTo(email)
    .findLast((m) => /ST1-\d{6}/.test(m))
    ?.match(/ST1-\d{6}/)?.[0] ?? ''

/** The link of the newest mail to `email` whose URL contains `part`. */
export function linkFromOutbox(email: string, part: string): URL {
  const links = mailsTo(email).flatMap((m) => m.match(/https?:\/\/[^\s"<>]+/g) ?? [])
  const found = links.findLast((u) => u.includes(part))
  if (!found) throw new Error(`no link with ${part} in mail to ${email}`)
  return new URL(found.replace(/&amp;/g, '&'))
}
