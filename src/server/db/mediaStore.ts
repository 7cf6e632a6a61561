import 'server-only'
/** Uploaded files as the Media collection stores them: the names the mail's gift card images are read by. */
import type { MediaFile } from '@/server/mail/designImage'
import { optStr, str } from './rows'
import type { SqlTx } from './sqlPort'

export async function mediaFileOf(tx: SqlTx, id: number): Promise<MediaFile | null> {
  const [r] = await tx.query('SELECT filename, sizes_hero_filename FROM media WHERE id = ?', [id])
  return r ? { filename: str(r.filename), heroFilename: optStr(r.sizes_hero_filename) } : null
}
