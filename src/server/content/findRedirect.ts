import type { Payload } from 'payload'

export type RedirectEntry = { from: string; to: string; permanent: boolean }

/** Every redirect stored in the CMS (spec §2 step 5); the request hook matches paths against them. */
export async function listRedirects(payload: Payload): Promise<RedirectEntry[]> {
  const { docs } = await payload.find({ collection: 'redirects', limit: 0, pagination: false, depth: 0 })
  return docs.map((r) => ({ from: r.from, to: r.to, permanent: Boolean(r.permanent) }))
}
