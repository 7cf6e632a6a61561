import type { APIRequestContext, BrowserContext } from '@playwright/test'

export const staff = { email: 'admin@kuusirinne.example', password: 'kuusirinne-demo' }

/** Signs the context's cookie jar in as staff through Payload's login endpoint. */
export async function signInAsStaff(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/users/login', { data: staff })
  if (!response.ok()) throw new Error(`staff login failed: ${response.status()}`)
  return ((await response.json()) as { token: string }).token
}

export async function pageId(request: APIRequestContext, path: string): Promise<number> {
  const response = await request.get(`/api/pages?where[path][equals]=${encodeURIComponent(path)}&locale=fi&depth=0`)
  const id = ((await response.json()) as { docs: { id: number }[] }).docs[0]?.id
  if (!id) throw new Error(`no page at ${path}`)
  return id
}

/**
 * Shows Payload's admin in English in this browser (its language cookie): tests written against the
 * English admin; the Finnish admin has its own test (adminFinnish.spec.ts).
 */
export async function adminInEnglish(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: 'payload-lng', value: 'en', url: baseURL ?? 'http://localhost:3000' }])
}
