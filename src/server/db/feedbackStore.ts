/**
 * Accessibility feedback (docs/forms.md#accessibility-feedback): the endpoint inserts it; staff read
 * and handle it in the admin. Also the staff address it is mailed to.
 */
import { num, optStr } from './rows'
import type { SqlTx } from './sqlPort'
import { accessibilityFeedback, insertInto, selectFrom, siteSettings } from './tables'

export type NewFeedback = { name: string; email: string; feedback: string; locale: string; pageUrl: string | null }

export async function insertFeedback(tx: SqlTx, f: NewFeedback, now: Date): Promise<number> {
  const at = now.toISOString()
  const [row] = await tx.query<{ id: number }>(
    `${insertInto(accessibilityFeedback, ['name', 'email', 'feedback', 'locale', 'page_url', 'updated_at', 'created_at'])} RETURNING id`,
    [f.name, f.email, f.feedback, f.locale, f.pageUrl, at, at],
  )
  return num(row!.id)
}

/** The staff address of Site settings (Forms → feedback e-mail), or null when none is set. */
export async function readFeedbackEmail(tx: SqlTx): Promise<string | null> {
  const [row] = await tx.query(`${selectFrom(siteSettings, ['forms_feedback_email'])} LIMIT 1`)
  return optStr(row?.forms_feedback_email)
}
