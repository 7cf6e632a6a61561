import type { CollectionSlug, PayloadRequest } from 'payload'

/** Whether another document of the collection already has this value in the request's language. */
export async function takenInLocale(
  req: PayloadRequest,
  collection: CollectionSlug,
  field: string,
  value: string,
  id: number | string | undefined,
): Promise<boolean> {
  const clash = await req.payload.find({
    collection,
    where: { and: [{ [field]: { equals: value } }, ...(id ? [{ id: { not_equals: id } }] : [])] },
    locale: req.locale ?? undefined,
    draft: true,
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
  })
  return clash.totalDocs > 0
}
