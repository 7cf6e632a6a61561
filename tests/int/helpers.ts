/** The app under test: scripts/test.mjs starts it on a fresh database and passes its address. */
export const baseUrl = process.env.TEST_BASE_URL ?? 'http://localhost:3000'

export const staff = { email: 'admin@kuusirinne.example', password: 'kuusirinne-demo' }

export async function getJson(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${path}`, { headers, redirect: 'manual' })
  const type = response.headers.get('content-type') ?? ''
  const body = type.includes('application/json') ? await response.json() : await response.text()
  return { status: response.status, body, headers: response.headers }
}

let token: string | undefined

/** A staff session token from Payload's login endpoint. */
export async function staffToken(): Promise<string> {
  if (token) return token
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(staff),
  })
  if (!response.ok) throw new Error(`staff login failed: ${response.status}`)
  token = ((await response.json()) as { token: string }).token
  return token
}

/** Changes a page as staff, as the admin does on save. */
export const patchPage = (id: number, data: Record<string, unknown>, query = 'locale=fi') => staffApi('PATCH', `/api/pages/${id}?${query}`, data)

export async function pageIdByPath(path: string, locale = 'fi'): Promise<number> {
  const { body } = await getJson(`/api/pages?where[path][equals]=${encodeURIComponent(path)}&locale=${locale}&depth=0`)
  const id = (body as { docs: { id: number }[] }).docs[0]?.id
  if (!id) throw new Error(`no page at ${path}`)
  return id
}

/** A staff call to Payload's REST API (what the admin does on save). */
export async function staffApi(method: string, path: string, data?: Record<string, unknown>) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `JWT ${await staffToken()}` },
    body: data ? JSON.stringify(data) : undefined,
  })
  if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${await response.text()}`)
  return (await response.json()) as { doc?: { id: number } } & Record<string, unknown>
}

/** A POST to the storefront API with a JSON body (or a raw string to test malformed input). */
export async function postJson(path: string, body: unknown, headers: Record<string, string> = {}, base = baseUrl) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const type = response.headers.get('content-type') ?? ''
  return { status: response.status, body: type.includes('application/json') ? await response.json() : await response.text() }
}

/** The test server's database, for tests that play a second process writing allocations. */
export const databaseUrl = process.env.TEST_DB_URL ?? `file:${process.env.TEST_DATA_DIR ?? 'data'}/resort.db`

/**
 * Limits count in fixed windows of the clock (src/server/accounts/rateLimit.ts): a burst that straddles
 * a window's end is counted in two windows and may never meet its limit. Before such a burst, waits
 * for the next window when less than `needSeconds` of the current one is left (server and tests share
 * the machine's clock). Tests that call it allow for the wait in their timeout.
 */
export async function roomInWindow(windowSeconds: number, needSeconds: number) {
  const windowMs = windowSeconds * 1000
  const left = windowMs - (Date.now() % windowMs)
  if (left < needSeconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 200))
}
