import 'server-only'
/**
 * Accessibility feedback (docs/forms.md#accessibility-feedback, docs/api.md#accessibility-feedback):
 * checked, stored for staff, mailed to the staff address of Site settings and receipted to the
 * sender. In order: the form's rules (400 with field errors), the honeypot (a filled one is answered
 * like a success and nothing happens), the proof-of-work challenge (400 `captchaFailed`), the limits
 * per client and per e-mail address (429), then the work.
 */
import { formErrors } from '@/domain/accounts/accountForms'
import { feedbackSchema, honeypotField } from '@/domain/feedback/feedbackForm'
import { normalEmail } from '@/server/accounts/guards'
import { hitLimit, type Limit } from '@/server/accounts/rateLimit'
import { insertFeedback, readFeedbackEmail } from '@/server/db/feedbackStore'
import type { ServiceResult } from '@/server/http/serviceResult'
import { toAddress } from '@/server/mail/headers'
import { feedbackReceiptEmail, feedbackStaffEmail } from '@/server/mail/accessibilityFeedbackEmails'
import type { Mail } from '@/server/mail/mailDocument'
import { spendChallenge } from './challengeService'
import type { FeedbackDeps } from './feedbackDeps'

/** docs/security.md#what-is-limited: a person reporting problems sends a few; more in an hour is a script. */
export const feedbackLimits = {
  perClient: { max: 5, windowSeconds: 3600 },
  perEmail: { max: 5, windowSeconds: 3600 },
} satisfies Record<string, Limit>

export type FeedbackResult = ServiceResult<{ sent: true }, 400 | 429>

const sent: FeedbackResult = { ok: true, value: { sent: true } }

export async function sendAccessibilityFeedback(deps: FeedbackDeps, body: unknown): Promise<FeedbackResult> {
  const errors = Object.entries(formErrors(feedbackSchema, body)).map(([field, e]) => ({ field, message: e.key }))
  // The form's e-mail rule lets through what no mail header takes as one address ("a,b@example.fi").
  if (errors.length === 0 && !isOneAddress((body as { email: string }).email)) errors.push({ field: 'email', message: 'email' })
  if (errors.length > 0) return { ok: false, status: 400, message: errors.map((e) => `${e.field}: ${e.message}`).join('; '), errors }
  const given = body as Record<string, unknown>
  const form = feedbackSchema.parse(given)
  // A person never sees the field; whatever filled it learns nothing from the answer.
  if (given[honeypotField] !== undefined && given[honeypotField] !== '') return sent
  if (!(await spendChallenge(deps, 'accessibility-feedback', given.challenge, given.nonce))) {
    return { ok: false, status: 400, message: 'captchaFailed' }
  }
  const email = normalEmail(form.email)
  for (const [key, limit] of [
    [`feedback:${deps.clientKey}`, feedbackLimits.perClient],
    [`feedback:${email}`, feedbackLimits.perEmail],
  ] as const) {
    if (!(await hitLimit(deps.db, key, limit, deps.now)).allowed) return { ok: false, status: 429, message: 'tooManyAttempts' }
  }

  const feedback = { name: form.name, email, feedback: form.feedback, locale: deps.locale, pageUrl: deps.pagePath }
  const { id, staffAddress } = await deps.db.transaction(async (tx) => ({
    id: await insertFeedback(tx, feedback, deps.now),
    staffAddress: await readFeedbackEmail(tx),
  }))
  // Stored first: a mail that fails to go still leaves the feedback for staff in the admin, so the
  // sender is told it arrived.
  if (staffAddress) {
    const links = { admin: `${deps.siteUrl}/admin/collections/accessibility-feedback/${id}`, page: deps.pagePath ? `${deps.siteUrl}${deps.pagePath}` : null }
    await mailed(deps, () => feedbackStaffEmail(staffAddress, { ...feedback, id, sentAt: deps.now }, links), id)
  } else {
    console.warn(`[feedback] accessibility feedback ${id} is stored but not mailed: Site settings has no feedback e-mail address`)
  }
  await mailed(deps, () => feedbackReceiptEmail(email, deps.locale, deps.siteName, deps.now), id)
  return sent
}

function isOneAddress(email: string): boolean {
  try {
    return toAddress(email) !== ''
  } catch {
    return false
  }
}

async function mailed(deps: FeedbackDeps, mail: () => Mail, id: number) {
  try {
    await deps.sendMail(mail())
  } catch (error) {
    console.error(`[feedback] a mail of accessibility feedback ${id} was not sent`, error)
  }
}
