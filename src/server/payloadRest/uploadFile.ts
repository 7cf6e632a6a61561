import 'server-only'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { Payload, Where } from 'payload'

/**
 * Whether `/file/<filename>` of an upload collection names nothing: no such file on disk and no
 * document with that file. Payload answers a file missing on disk with a 500 (rightly, when a
 * document names it: the file was lost), so an address no document ever had gets a 404 here. The
 * disk is asked first so that serving an image costs no extra database read.
 */
export async function namesNoFile(payload: Payload, collection: string, filename: string): Promise<boolean> {
  const config = (payload.collections as Partial<Record<string, Payload['collections'][keyof Payload['collections']]>>)[collection]?.config
  const upload = config?.upload
  if (!upload) return false
  const dir = path.resolve(upload.staticDir || collection)
  const file = path.resolve(dir, filename)
  if (!file.startsWith(dir + path.sep)) return false // Payload refuses such names itself
  try {
    await stat(file)
    return false
  } catch {
    const names: Where[] = [
      { filename: { equals: filename } },
      ...(upload.imageSizes ?? []).map((s) => ({ [`sizes.${s.name}.filename`]: { equals: filename } })),
    ]
    const { totalDocs } = await payload.count({ collection: collection as never, where: { or: names }, overrideAccess: true })
    return totalDocs === 0
  }
}
