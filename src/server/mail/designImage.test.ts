import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { designImage, readMediaFile, type MediaFileLookup } from './designImage'

const dataDir = mkdtempSync(path.join(tmpdir(), 'data-'))
const mediaDir = path.join(dataDir, 'media')
mkdirSync(mediaDir)
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
afterEach(() => vi.restoreAllMocks())

/** Uploads as Payload stores them: the original and, maybe, its hero size. */
const mediaRows =
  (rows: Record<number, { filename: string; heroFilename: string | null }>): MediaFileLookup =>
  async (id) =>
    rows[id] ?? null

describe('designImage', () => {
  it('reads the hero size of the upload and makes a JPEG of a WebP', async () => {
    writeFileSync(
      path.join(mediaDir, 'forest-1280x800.webp'),
      await sharp({ create: { width: 1280, height: 800, channels: 3, background: '#205030' } })
        .webp()
        .toBuffer(),
    )
    const image = await designImage(mediaRows({ 7: { filename: 'forest.webp', heroFilename: 'forest-1280x800.webp' } }), mediaDir, 7)
    expect(image?.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))
    expect((await sharp(image!).metadata()).width).toBe(1280)
  })

  it('falls back to the original file, and scales a large one down for print', async () => {
    writeFileSync(
      path.join(mediaDir, 'lake.png'),
      await sharp({ create: { width: 3000, height: 2000, channels: 4, background: '#3060a080' } })
        .png()
        .toBuffer(),
    )
    const image = await designImage(mediaRows({ 8: { filename: 'lake.png', heroFilename: null } }), mediaDir, 8)
    expect((await sharp(image!).metadata()).width).toBe(1600)
  })

  it('answers null, and says so, for a deleted upload, a missing file or a file that is no image', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    writeFileSync(path.join(mediaDir, 'notes.png'), 'not an image')
    const tx = mediaRows({ 9: { filename: 'gone.jpg', heroFilename: null }, 10: { filename: 'notes.png', heroFilename: null } })
    expect(await designImage(tx, mediaDir, 404)).toBeNull()
    expect(await designImage(tx, mediaDir, 9)).toBeNull()
    expect(await designImage(tx, mediaDir, 10)).toBeNull()
    expect(log).toHaveBeenCalledTimes(3)
  })

  it('never reads outside the uploads folder, whatever the database says', async () => {
    writeFileSync(path.join(dataDir, 'secret.txt'), 'x')
    expect(await readMediaFile(mediaDir, '../secret.txt')).toBeNull()
  })
})
