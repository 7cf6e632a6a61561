/**
 * The image of a gift card's design, for its PDF: the Media upload's file as Payload stored it under
 * the uploads folder (`DATA_DIR/media`), its 1280-pixel `hero` size when there is one. The PDF can
 * only hold JPEG or PNG, and staff may upload WebP or AVIF, so every image is turned into a JPEG here.
 * A design that was deleted, whose file is gone or is no image gives null: the card is then printed plain rather
 * than not sent.
 */
import 'server-only'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'

/** An upload's stored file names, as the media table has them (a store reads them: SQL lives in src/server/db). */
export type MediaFile = { filename: string; heroFilename: string | null }
export type MediaFileLookup = (mediaId: number) => Promise<MediaFile | null>

/** A JPEG of at most 1600 pixels across: sharp enough for A5 print, small enough for a mail. */
export const printImage = (bytes: Buffer): Promise<Buffer> =>
  sharp(bytes).rotate().resize({ width: 1600, withoutEnlargement: true }).flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer()

/** The file itself, never outside `mediaDir` whatever the database says. */
export async function readMediaFile(mediaDir: string, fileName: string): Promise<Buffer | null> {
  const file = path.join(mediaDir, path.basename(fileName))
  try {
    return await readFile(file)
  } catch {
    return null
  }
}

export async function designImage(lookup: MediaFileLookup, mediaDir: string, mediaId: number): Promise<Buffer | null> {
  const file = await lookup(mediaId)
  const name = file ? file.heroFilename || file.filename : null
  const bytes = name ? await readMediaFile(mediaDir, name) : null
  if (!bytes) {
    console.error(`[mail] gift card design ${mediaId} has no readable file; the card is printed without it`)
    return null
  }
  try {
    return await printImage(bytes)
  } catch (error) {
    console.error(`[mail] gift card design ${mediaId} is not a readable image; the card is printed without it`, error)
    return null
  }
}
