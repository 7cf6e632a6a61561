import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { qrGif, qrMatrix, qrSvg, quietModules } from './qrCode'

/** Which modules an image shows dark, sampled at each module's centre. */
async function modulesOf(image: Buffer, modules: number, options?: sharp.SharpOptions) {
  const { data, info } = await sharp(image, options).greyscale().raw().toBuffer({ resolveWithObject: true })
  const cell = info.width / (modules + 2 * quietModules)
  expect(info.height).toBe(info.width)
  const dark = (x: number, y: number) => data[Math.floor(y) * info.width + Math.floor(x)]! < 128
  const grid = Array.from({ length: modules + 2 * quietModules }, (_, r) =>
    Array.from({ length: modules + 2 * quietModules }, (_, c) => dark((c + 0.5) * cell, (r + 0.5) * cell)),
  )
  return grid
}

const expected = (text: string) => {
  const qr = qrMatrix(text)
  const n = qr.getModuleCount()
  const q = quietModules
  return Array.from({ length: n + 2 * q }, (_, r) =>
    Array.from({ length: n + 2 * q }, (_, c) => r >= q && c >= q && r < n + q && c < n + q && qr.isDark(r - q, c - q)),
  )
}

describe('QR codes of door codes', () => {
  const code = 'K7MX-2QPA-9RTE'

  it('fits a door code in the smallest QR version at level Q', () => {
    expect(qrMatrix(code).getModuleCount()).toBe(21)
  })

  it('draws an SVG that renders exactly the modules of the code, with its quiet zone', async () => {
    const svg = qrSvg(code)
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="0 0 29 29"/)
    expect(svg.endsWith('</svg>')).toBe(true)
    // The SVG parses (librsvg refuses broken markup) and its pixels are the code's modules.
    const rendered = await modulesOf(Buffer.from(svg), 21, { density: 720 })
    expect(rendered).toEqual(expected(code))
  })

  it('gives the same drawing for the same code and another for another code', () => {
    expect(qrSvg(code)).toBe(qrSvg(code))
    expect(qrSvg(code)).not.toBe(qrSvg('K7MX-2QPA-9RTF'))
    expect(expected(code)).not.toEqual(expected('K7MX-2QPA-9RTF'))
  })

  it('writes the same modules as a GIF for e-mail', async () => {
    const { content: gif, size } = qrGif(code, 6)
    expect(gif.subarray(0, 6).toString('latin1')).toBe('GIF87a')
    expect(size).toBe(29 * 6)
    const { width } = await sharp(gif).metadata()
    expect(width).toBe(size)
    expect(await modulesOf(gif, 21)).toEqual(expected(code))
  })

  it('takes any text, in byte mode when it is not alphanumeric', () => {
    expect(qrMatrix('https://example.com/check?c=k7mx').getModuleCount()).toBeGreaterThan(21)
  })
})
