/**
 * The admin's calls to the staff money actions (`/proxy/staff/…`, docs/refunds.md#staff). They act
 * with the admin session cookie; a refusal answers `{ status, message, errors? }`, whose message
 * staff read as is.
 */
export type StaffAnswer<T> = { ok: true; value: T } | { ok: false; message: string }

type ErrorBody = { message?: unknown; errors?: { field: string; message: string }[] }

function refusal(status: number, body: ErrorBody | null): string {
  if (body && typeof body.message === 'string' && body.message !== '') return body.message
  if (status === 401 || status === 403) return 'Your admin session has ended: sign in again.'
  return `The request failed (HTTP ${status}).`
}

export async function staffPost<T>(path: string, body: unknown = {}): Promise<StaffAnswer<T>> {
  let response: Response
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    })
  } catch {
    return { ok: false, message: 'The server could not be reached. Check the connection and try again.' }
  }
  const json = (await response.json().catch(() => null)) as unknown
  if (response.ok) return { ok: true, value: json as T }
  return { ok: false, message: refusal(response.status, json as ErrorBody | null) }
}
