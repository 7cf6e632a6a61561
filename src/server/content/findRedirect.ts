import type { Payload } from 'payload'

export type RedirectTarget = { to: string; permanent: boolean; external: boolean }

/** A redirect stored in the CMS for a full site path (spec §2 step 5). */
export async function findRedirect(payload: Payload, sitePath: string): Promise<RedirectTarget | null> {
  const from = `/${sitePath.replace(/^\/+|\/+$/g, '')}`
  const { docs } = await payload.find({ collection: 'redirects', where: { from: { equals: from } }, limit: 1, depth: 0 })
  const found = docs[0]
  if (!found) return null
  return { to: found.to, permanent: Boolean(found.permanent), external: /^https?:\/\//.test(found.to) }
}
