/**
 * The text of a PDF that pdfkit wrote, read back for tests: its embedded fonts write glyph numbers, so
 * each run is decoded through its font's ToUnicode map, as a PDF reader's copy and search do.
 */
import { inflateSync } from 'node:zlib'

function objects(pdf: Buffer): Map<number, { dict: string; stream: Buffer | null }> {
  const text = pdf.toString('latin1')
  const found = new Map<number, { dict: string; stream: Buffer | null }>()
  for (const m of text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const [dict, data] = m[2].split(/stream\r?\n/)
    const raw = data === undefined ? null : Buffer.from(data.replace(/\r?\nendstream\s*$/, ''), 'latin1')
    found.set(Number(m[1]), { dict, stream: raw && dict.includes('/FlateDecode') ? inflateSync(raw) : raw })
  }
  return found
}

/** Glyph number → text, from a ToUnicode CMap's bfrange arrays and bfchar pairs. */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>()
  const chars = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)))
  for (const m of cmap.matchAll(/<([0-9a-f]+)>\s*<[0-9a-f]+>\s*\[([^\]]*)\]/gi)) {
    const start = parseInt(m[1], 16)
    ;[...m[2].matchAll(/<([0-9a-f]+)>/gi)].forEach((v, i) => map.set(start + i, chars(v[1])))
  }
  for (const m of cmap.matchAll(/^<([0-9a-f]{4})>\s*<([0-9a-f]+)>$/gim)) map.set(parseInt(m[1], 16), chars(m[2]))
  return map
}

/** Each text run of each page on its own line. */
export function pdfText(pdf: Buffer): string {
  const objs = objects(pdf)
  const fonts = new Map<string, Map<number, string>>()
  for (const { dict } of objs.values()) {
    for (const m of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const font = objs.get(Number(m[2]))
      const cmapRef = font?.dict.match(/\/ToUnicode (\d+) 0 R/)?.[1]
      const cmap = cmapRef ? objs.get(Number(cmapRef))?.stream : null
      if (cmap) fonts.set(m[1], toUnicode(cmap.toString('latin1')))
    }
  }
  const runs: string[] = []
  for (const { dict, stream } of objs.values()) {
    if (!stream || dict.includes('/Subtype') || dict.includes('/Length1')) continue
    let font = new Map<number, string>()
    for (const m of stream.toString('latin1').matchAll(/\/(F\d+) [\d.]+ Tf|\[((?:[^\]])*)\] TJ/g)) {
      if (m[1]) font = fonts.get(m[1]) ?? new Map()
      else runs.push([...m[2].matchAll(/<([0-9a-f]+)>/gi)].flatMap((h) => (h[1].match(/.{4}/g) ?? []).map((g) => font.get(parseInt(g, 16)) ?? '?')).join(''))
    }
  }
  return runs.join('\n')
}
