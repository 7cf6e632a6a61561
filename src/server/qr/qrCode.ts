import 'server-only'
/**
 * QR codes of short texts such as door codes (docs/checkout.md#door-codes), drawn on the server
 * with qrcode-generator so the pages ship no QR script: an SVG for the web pages and a GIF for
 * e-mail, where most clients show neither inline SVG nor data: images but do show an attached
 * image referenced by its Content-ID.
 */
import qrcode from 'qrcode-generator'

/** Characters QR's alphanumeric mode holds: a door code fits a 21×21 code even at level Q. */
const alphanumeric = /^[0-9A-Z $%*+\-./:]*$/

/** Level Q recovers a quarter of the modules: a scuffed phone screen or a glare still scans. */
export function qrMatrix(text: string) {
  const qr = qrcode(0, 'Q')
  qr.addData(text, alphanumeric.test(text) ? 'Alphanumeric' : 'Byte')
  qr.make()
  return qr
}

/** The quiet zone QR readers need around the code, in modules. */
export const quietModules = 4

/**
 * A scalable SVG of the code, one unit per module, black on white (crisp edges: no hairlines
 * between modules when scaled). It carries no text of its own: the page's `<img alt>` says what it
 * is and gives the code.
 */
export const qrSvg = (text: string) =>
  qrMatrix(text).createSvgTag({ cellSize: 1, margin: quietModules, scalable: true }).replace('<svg ', '<svg shape-rendering="crispEdges" ')

/** The same code as a GIF of `cellSize` pixels per module, for e-mail; `size` is its width and height in pixels. */
export function qrGif(text: string, cellSize = 6): { content: Buffer; size: number } {
  const qr = qrMatrix(text)
  const dataUrl = qr.createDataURL(cellSize, quietModules * cellSize)
  return { content: Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'), size: (qr.getModuleCount() + 2 * quietModules) * cellSize }
}
