/** The mail the app wrote to its outbox directory (real .eml files), for tests of what customers receive. */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** The newest mail to `email`, with quoted-printable line breaks and `=` undone. */
export function latestMailTo(email: string): string {
  const outbox = path.join(process.env.TEST_DATA_DIR ?? 'data', 'outbox')
  const mail = readdirSync(outbox).sort().map((f) => readFileSync(path.join(outbox, f), 'utf8')).filter((m) => m.includes(`To: ${email}`)).at(-1)
  if (!mail) throw new Error(`no mail to ${email}`)
  return mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
}

export const codeFromOutbox = (email: string) => latestMailTo(email).match(/ST1-\d{6}/)?.[0] ?? ''

/** The first link in the newest mail to `email` whose URL contains `part`. */
export function linkFromOutbox(email: string, part: string): URL {
  const found = latestMailTo(email).match(/https?:\/\/[^\s"<>]+/g)?.find((u) => u.includes(part))
  if (!found) throw new Error(`no link with ${part} in mail to ${email}`)
  return new URL(found.replace(/&amp;/g, '&'))
}
