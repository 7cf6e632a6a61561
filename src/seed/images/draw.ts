/**
 * Tiny SVG drawing kit for the generated demo images: a seeded PRNG, a Nordic palette and
 * primitives (sky, hills, spruces, birches, lake, buildings, perspective floors, figures, text).
 * Every helper returns an SVG fragment string; scenes concatenate them.
 */

export type Rnd = () => number
export type Pt = [number, number]

/** Deterministic PRNG (FNV-1a hash of the seed string feeding mulberry32). */
export function rng(seed: string): Rnd {
  let h = 2166136261
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619)
  let a = h >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const range = (rnd: Rnd, min: number, max: number) => min + rnd() * (max - min)
export const pick = <T>(rnd: Rnd, items: readonly T[]): T => items[Math.floor(rnd() * items.length)] as T
const n = (v: number) => Math.round(v * 10) / 10
const pts = (p: Pt[]) => p.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')

export const C = {
  night: '#14233a',
  spruceDeep: '#163226',
  spruce: '#24503a',
  spruceMid: '#336b4a',
  spruceLight: '#4f8a5c',
  meadow: '#7aa95c',
  lakeDeep: '#1c4a66',
  lake: '#2f7699',
  lakeLight: '#86bfd9',
  sky: '#9fd3ee',
  skyLight: '#e4f4fb',
  birch: '#f3efe6',
  sand: '#e6d0a3',
  wood: '#c88d56',
  woodLight: '#e0b07a',
  woodDark: '#8a5532',
  red: '#9e3b2b',
  orange: '#ee8a3a',
  sunset: '#f7b46a',
  gold: '#f2c14e',
  snow: '#f6fafd',
  snowShade: '#d5e4ef',
  stone: '#6f7680',
  ink: '#22313f',
  white: '#ffffff',
} as const

export function svg(w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`
}

/** A gradient definition; `dir` 'v' runs top→bottom, 'h' left→right, 'r' radial. */
export function grad(id: string, stops: string[], dir: 'v' | 'h' | 'r' = 'v'): string {
  const s = stops.map((c, i) => `<stop offset="${n((i / Math.max(1, stops.length - 1)) * 100)}%" stop-color="${c}"/>`).join('')
  if (dir === 'r') return `<defs><radialGradient id="${id}">${s}</radialGradient></defs>`
  const [x2, y2] = dir === 'v' ? [0, 1] : [1, 0]
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient></defs>`
}

/**
 * On a single shape, `opacity` makes librsvg composite through an off-screen layer (slow at 1920×1080);
 * fill-opacity + stroke-opacity look the same for these simple shapes and are much cheaper.
 */
const leaf = (extra: string) => extra.replace(/(^|\s)opacity="([^"]*)"/, ' fill-opacity="$2" stroke-opacity="$2"')

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}" ${leaf(extra)}/>`
export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" ${leaf(extra)}/>`
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}" ${leaf(extra)}/>`
export const poly = (p: Pt[], fill: string, extra = '') => `<polygon points="${pts(p)}" fill="${fill}" ${leaf(extra)}/>`
export const line = (a: Pt, b: Pt, stroke: string, width: number, extra = '') =>
  `<line x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(b[0])}" y2="${n(b[1])}" stroke="${stroke}" stroke-width="${n(width)}" ${extra.includes('stroke-linecap') ? '' : 'stroke-linecap="round"'} ${leaf(extra)}/>`
export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}" ${leaf(extra)}/>`
export const group = (body: string, attrs: string) => `<g ${attrs}>${body}</g>`

export function text(x: number, y: number, s: string, size: number, fill: string, extra = ''): string {
  const esc = s.replace(/&/g, '&amp;').replace(/</g, '&lt;')
  return `<text x="${n(x)}" y="${n(y)}" font-family="sans-serif" font-size="${size}" fill="${fill}" text-anchor="middle" ${extra}>${esc}</text>`
}

/** Full-size gradient background. */
export function sky(id: string, w: number, h: number, stops: string[]): string {
  return grad(id, stops) + rect(0, 0, w, h, `url(#${id})`)
}

/** Sun or moon with a soft halo. */
export function sun(cx: number, cy: number, r: number, color: string, halo = 0.25): string {
  return circle(cx, cy, r * 3, color, `opacity="${halo * 0.4}"`) + circle(cx, cy, r * 1.8, color, `opacity="${halo}"`) + circle(cx, cy, r, color)
}

export function cloud(x: number, y: number, s: number, fill = '#ffffff', opacity = 0.85): string {
  return group(
    ellipse(0, 0, 90, 28, fill) + ellipse(-40, -14, 45, 30, fill) + ellipse(25, -26, 55, 38, fill) + ellipse(70, -6, 40, 24, fill),
    `transform="translate(${n(x)} ${n(y)}) scale(${n(s)})" opacity="${opacity}"`,
  )
}

/** A smooth ridge line filled down to the bottom edge. */
export function hills(rnd: Rnd, w: number, h: number, baseY: number, amp: number, fill: string, count = 7, extra = ''): string {
  const p: Pt[] = []
  for (let i = 0; i <= count; i++) p.push([(i / count) * w, baseY - rnd() * amp])
  let d = `M0,${h} L${n(p[0]![0])},${n(p[0]![1])}`
  for (let i = 1; i < p.length - 1; i++) {
    const [x, y] = p[i]!
    const [x2, y2] = p[i + 1]!
    d += ` Q${n(x)},${n(y)} ${n((x + x2) / 2)},${n((y + y2) / 2)}`
  }
  d += ` L${w},${n(p[p.length - 1]![1])} L${w},${h} Z`
  return path(d, fill, extra)
}

/** A spruce made of stacked triangular tiers; `snow` adds white caps on each tier. */
export function spruce(x: number, base: number, h: number, fill: string, snow = false, trunk: string = C.woodDark): string {
  const top = base - h
  const sub = (p: Pt[]) => `M${pts(p).replace(/ /g, 'L')}Z`
  let green = ''
  let white = ''
  for (let i = 0; i < 4; i++) {
    const apex = top + (i * h * 0.78) / 4
    const bottom = top + ((i + 1) * h * 0.9) / 4
    const half = h * (0.14 + 0.06 * i)
    green += sub([
      [x, apex],
      [x + half, bottom],
      [x - half, bottom],
    ])
    if (snow) {
      const [t, d] = [0.4, bottom - apex]
      white += sub([
        [x, apex],
        [x + half * t, apex + d * t],
        [x + half * t * 0.4, apex + d * t * 0.8],
        [x - half * t, apex + d * t],
      ])
      white += sub([
        [x + half * 0.55, bottom - 3],
        [x + half, bottom],
        [x + half * 0.5, bottom + 2],
      ])
    }
  }
  // one element per colour keeps big forests cheap to rasterise
  return rect(x - h * 0.025, base - h * 0.1, h * 0.05, h * 0.1, trunk) + path(green, fill) + (white ? path(white, C.snow) : '')
}

/** A row of spruces between x0..x1 standing on baseY (random heights, back-to-front). */
export function forest(
  rnd: Rnd,
  x0: number,
  x1: number,
  baseY: number,
  hMin: number,
  hMax: number,
  count: number,
  fills: readonly string[],
  snow = false,
  trunk: string = C.woodDark,
): string {
  const trees = Array.from({ length: count }, () => ({ x: range(rnd, x0, x1), h: range(rnd, hMin, hMax), f: pick(rnd, fills), dy: rnd() * hMin * 0.08 }))
  trees.sort((a, b) => a.dy - b.dy)
  return trees.map((t) => spruce(t.x, baseY + t.dy, t.h, t.f, snow, trunk)).join('')
}

/** A birch: white trunk with dark marks and a leafy crown in the given colours. */
export function birch(rnd: Rnd, x: number, base: number, h: number, leaves: readonly string[]): string {
  const w = h * 0.035
  let s = ''
  for (let i = 0; i < 7; i++) {
    const c = pick(rnd, leaves)
    s += ellipse(x + range(rnd, -h * 0.16, h * 0.16), base - h * range(rnd, 0.55, 0.9), h * range(rnd, 0.1, 0.18), h * range(rnd, 0.09, 0.14), c)
  }
  s = rect(x - w / 2, base - h * 0.8, w, h * 0.8, C.birch) + s
  for (let i = 0; i < 5; i++) s += rect(x - w / 2 + (rnd() < 0.5 ? 0 : w * 0.4), base - h * range(rnd, 0.05, 0.5), w * 0.6, h * 0.012, '#2b2b2b')
  return s
}

/** Water from y to the bottom with a gradient and gentle shimmer lines. */
export function lake(id: string, rnd: Rnd, w: number, h: number, y: number, top: string, bottom: string, shimmer = '#ffffff'): string {
  let s = grad(id, [top, bottom]) + rect(0, y, w, h - y, `url(#${id})`)
  for (let i = 0; i < 26; i++) {
    const ly = y + Math.pow(rnd(), 1.4) * (h - y)
    const len = range(rnd, 40, 220) * (1 + (ly - y) / (h - y))
    s += rect(range(rnd, 0, w - len), ly, len, 2.5 + (ly - y) / 160, shimmer, `rx="2" opacity="${n(range(rnd, 0.12, 0.35))}"`)
  }
  return s
}

/** Mirror an SVG fragment below a horizon line (for water reflections). */
export const reflect = (body: string, horizon: number, opacity = 0.35) =>
  group(body, `transform="translate(0 ${n(2 * horizon)}) scale(1 -1)" opacity="${opacity}"`)

/** A block building with a grid of windows (some lit). */
export function building(
  rnd: Rnd,
  x: number,
  y: number,
  w: number,
  h: number,
  o: { wall: string; roof: string; win: string; lit?: string; cols: number; rows: number; litShare?: number },
): string {
  let s = rect(x, y, w, h, o.wall) + rect(x - 10, y - 18, w + 20, 22, o.roof)
  const gx = w / o.cols
  const gy = h / (o.rows + 0.4)
  for (let r = 0; r < o.rows; r++)
    for (let c = 0; c < o.cols; c++) {
      const lit = o.lit && rnd() < (o.litShare ?? 0.4)
      s += rect(x + c * gx + gx * 0.2, y + r * gy + gy * 0.3, gx * 0.6, gy * 0.55, lit ? o.lit! : o.win, 'rx="3"')
    }
  return s
}

/** A gabled cottage with door and windows; baseY is the ground line. */
export function cottage(x: number, base: number, w: number, h: number, wall: string, roof: string, win: string, trim: string = C.birch): string {
  const roofH = h * 0.55
  return (
    rect(x, base - h, w, h, wall) +
    rect(x, base - h, w * 0.04, h, trim) +
    rect(x + w * 0.96, base - h, w * 0.04, h, trim) +
    poly(
      [
        [x - w * 0.08, base - h + 4],
        [x + w / 2, base - h - roofH],
        [x + w * 1.08, base - h + 4],
      ],
      roof,
    ) +
    rect(x + w * 0.12, base - h * 0.62, w * 0.2, h * 0.62, C.woodDark) +
    rect(x + w * 0.45, base - h * 0.7, w * 0.2, h * 0.32, win, `stroke="${trim}" stroke-width="5"`) +
    rect(x + w * 0.72, base - h * 0.7, w * 0.16, h * 0.32, win, `stroke="${trim}" stroke-width="5"`)
  )
}

/**
 * A trapezoid "floor" in fake perspective: far edge y0 between x0l..x0r, near edge y1 between x1l..x1r.
 * `at(u, v)` maps u∈[0,1] across and v∈[0,1] far→near to screen coordinates.
 */
export function floor(q: { y0: number; x0l: number; x0r: number; y1: number; x1l: number; x1r: number }) {
  const at = (u: number, v: number): Pt => {
    const vv = v / (1.6 - 0.6 * v) // mild perspective: far rows bunch together
    const l = q.x0l + (q.x1l - q.x0l) * vv
    const r = q.x0r + (q.x1r - q.x0r) * vv
    return [l + (r - l) * u, q.y0 + (q.y1 - q.y0) * vv]
  }
  const quad = (u0: number, v0: number, u1: number, v1: number, fill: string, extra = '') => poly([at(u0, v0), at(u1, v0), at(u1, v1), at(u0, v1)], fill, extra)
  const seg = (u0: number, v0: number, u1: number, v1: number, stroke: string, width: number) => line(at(u0, v0), at(u1, v1), stroke, width)
  return { at, quad, seg }
}

export type Pose = 'stand' | 'walk' | 'ski' | 'tree' | 'warrior' | 'sit' | 'paddle' | 'point' | 'wave' | 'run'

/** An abstract person (round head, thick rounded limbs). (x, y) = feet, h = height in px. */
export function figure(x: number, y: number, h: number, o: { body: string; legs: string; skin: string; hair?: string; pose?: Pose; flip?: boolean }): string {
  const P: Record<Pose, { hands: [Pt, Pt]; elbows?: [Pt, Pt]; knees: [Pt, Pt]; feet: [Pt, Pt]; hip?: Pt }> = {
    stand: {
      hands: [
        [-0.14, -0.42],
        [0.14, -0.42],
      ],
      knees: [
        [-0.05, -0.23],
        [0.05, -0.23],
      ],
      feet: [
        [-0.06, 0],
        [0.06, 0],
      ],
    },
    walk: {
      hands: [
        [-0.16, -0.45],
        [0.15, -0.47],
      ],
      knees: [
        [-0.08, -0.23],
        [0.07, -0.24],
      ],
      feet: [
        [-0.16, 0],
        [0.14, 0],
      ],
    },
    run: {
      hands: [
        [-0.2, -0.55],
        [0.18, -0.62],
      ],
      elbows: [
        [-0.14, -0.6],
        [0.2, -0.72],
      ],
      knees: [
        [-0.1, -0.22],
        [0.18, -0.3],
      ],
      feet: [
        [-0.24, -0.04],
        [0.14, -0.08],
      ],
    },
    ski: {
      hands: [
        [-0.22, -0.42],
        [0.2, -0.5],
      ],
      knees: [
        [-0.12, -0.24],
        [0.1, -0.22],
      ],
      feet: [
        [-0.26, 0],
        [0.2, 0],
      ],
    },
    tree: {
      hands: [
        [0, -1.16],
        [0.01, -1.16],
      ],
      elbows: [
        [-0.12, -0.96],
        [0.12, -0.96],
      ],
      knees: [
        [0, -0.23],
        [0.2, -0.28],
      ],
      feet: [
        [0, 0],
        [0.02, -0.3],
      ],
    },
    warrior: {
      hands: [
        [-0.42, -0.72],
        [0.42, -0.72],
      ],
      elbows: [
        [-0.2, -0.74],
        [0.2, -0.74],
      ],
      knees: [
        [-0.22, -0.22],
        [0.14, -0.26],
      ],
      feet: [
        [-0.22, 0],
        [0.34, 0],
      ],
      hip: [0, -0.4],
    },
    sit: {
      hands: [
        [0.2, -0.36],
        [0.24, -0.34],
      ],
      knees: [
        [0.22, -0.32],
        [0.24, -0.32],
      ],
      feet: [
        [0.22, -0.06],
        [0.26, -0.06],
      ],
      hip: [0, -0.3],
    },
    paddle: {
      hands: [
        [0.12, -0.44],
        [0.24, -0.6],
      ],
      elbows: [
        [0.06, -0.56],
        [0.14, -0.64],
      ],
      knees: [
        [0.14, -0.36],
        [0.16, -0.36],
      ],
      feet: [
        [0.2, -0.28],
        [0.22, -0.28],
      ],
      hip: [0, -0.3],
    },
    point: {
      hands: [
        [-0.12, -0.42],
        [0.34, -0.74],
      ],
      knees: [
        [-0.05, -0.23],
        [0.05, -0.23],
      ],
      feet: [
        [-0.07, 0],
        [0.07, 0],
      ],
    },
    wave: {
      hands: [
        [-0.14, -0.42],
        [0.22, -0.98],
      ],
      elbows: [
        [-0.1, -0.56],
        [0.2, -0.78],
      ],
      knees: [
        [-0.05, -0.23],
        [0.05, -0.23],
      ],
      feet: [
        [-0.06, 0],
        [0.06, 0],
      ],
    },
  }
  const p = P[o.pose ?? 'stand']
  const hip = p.hip ?? [0, -0.47]
  const sx = o.flip ? -1 : 1
  const at = ([px, py]: Pt): Pt => [x + px * h * sx, y + py * h]
  const neck: Pt = [hip[0], hip[1] - 0.3]
  const sh: [Pt, Pt] = [
    [neck[0] - 0.06, neck[1] + 0.03],
    [neck[0] + 0.06, neck[1] + 0.03],
  ]
  const limb = (a: Pt, b: Pt, c: Pt | undefined, col: string, w: number) => {
    const mid = c ?? [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + 0.04]
    return `<polyline points="${pts([at(a), at(mid), at(b)])}" fill="none" stroke="${col}" stroke-width="${n(w * h)}" stroke-linecap="round" stroke-linejoin="round"/>`
  }
  const head = at([neck[0], neck[1] - 0.11])
  let s = ''
  for (let i = 0; i < 2; i++) s += limb([hip[0] + (i ? 0.03 : -0.03), hip[1]], p.feet[i]!, p.knees[i], o.legs, 0.075)
  s += line(at([hip[0], hip[1] - 0.02]), at([neck[0], neck[1] + 0.05]), o.body, 0.16 * h)
  for (let i = 0; i < 2; i++) s += limb(sh[i]!, p.hands[i]!, p.elbows?.[i], o.body, 0.06)
  s += circle(head[0], head[1], 0.075 * h, o.skin)
  if (o.hair) s += path(`M${n(head[0] - 0.078 * h)},${n(head[1])} a${n(0.078 * h)},${n(0.078 * h)} 0 0 1 ${n(0.156 * h)},0 Z`, o.hair)
  return s
}
