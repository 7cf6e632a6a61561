/**
 * The admin's calls to the staff money actions (`/proxy/staff/…`, docs/refunds.md#staff). They act
 * with the admin session cookie; a refusal answers `{ status, message, errors? }`, whose message
 * (written in the admin's language by the endpoint) staff read as is.
 */
import { staffText } from '@/i18n/admin/staffActions'

export type StaffAnswer<T> = { ok: true; value: T } | { ok: false; message: string }

type ErrorBody = { message?: unknown; errors?: { field: string; message: string }[] }

function refusal(status: number, body: ErrorBody | null, language: string): string {
  if (body && typeof body.message === 'string' && body.message !== '') return body.message
  if (status === 401 || status === 403) return staffText(language, 'sessionEnded')
  return staffText(language, 'requestFailed', { status })
}

export async function staffPost<T>(path: string, body: unknown, language: string): Promise<StaffAnswer<T>> {
  let response: Response
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    })
  } catch {
    return { ok: false, message: staffText(language, 'unreachable') }
  }
  const json = (await response.json().catch(() => null)) as unknown
  if (response.ok) return { ok: true, value: json as T }
  return { ok: false, message: refusal(response.status, json as ErrorBody | null, language) }
}
