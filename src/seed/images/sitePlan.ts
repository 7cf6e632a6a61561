/**
 * The illustrated site plan of Kuusirinne (1600×1000, seen from above): the background of the resort
 * map. Map points (src/seed/content/mapPoints.ts) are placed in percent of this picture, so the
 * features below sit where those points are. No text: the points and the list carry the names, and
 * features differ by shape and pattern as well as colour (roofs, pools, court lines, parking bays,
 * dashed trails, dotted ski tracks, lift towers).
 */
import { C, circle, ellipse, group, line, path, poly, range, rect, type Pt, type Rnd } from './draw'

export const SITE_PLAN_WIDTH = 1600
export const SITE_PLAN_HEIGHT = 1000

const W = SITE_PLAN_WIDTH
const H = SITE_PLAN_HEIGHT
const r1 = (v: number) => Math.round(v * 10) / 10

const P = {
  ground: '#d3e2b4',
  meadow: '#dfeac2',
  crown: ['#4f7f52', '#436f48', '#5a8b57'] as const,
  crownEdge: '#2f5a3a',
  water: '#86bddb',
  waterDeep: '#6aa9cc',
  shore: '#4f8db2',
  sand: '#ead6a6',
  road: '#f1ece0',
  roadEdge: '#aaa291',
  asphalt: '#a3a8ad',
  shadow: '#1d2b22',
  slope: '#f4f7f6',
  slopeEdge: '#c9d6de',
  trail: '#7a4b2a',
  skiTrack: '#2b4f6e',
}

/** A smooth path through points (Catmull-Rom turned into cubic Béziers). */
function smooth(p: Pt[], closed = false): string {
  const at = (i: number): Pt => (closed ? p[(i + p.length) % p.length]! : p[Math.max(0, Math.min(p.length - 1, i))]!)
  let d = `M${r1(p[0]![0])},${r1(p[0]![1])}`
  const last = closed ? p.length : p.length - 1
  for (let i = 0; i < last; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)]
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6]
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6]
    d += ` C${r1(c1[0])},${r1(c1[1])} ${r1(c2[0])},${r1(c2[1])} ${r1(p2[0])},${r1(p2[1])}`
  }
  return closed ? `${d} Z` : d
}

const stroke = (d: string, color: string, width: number, extra = '') =>
  path(d, 'none', `stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" ${extra}`)

function inPolygon([x, y]: Pt, poly: Pt[]): boolean {
  let inside = false
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i]!
    const [xj, yj] = poly[j]!
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}

function nearPolyline([x, y]: Pt, p: Pt[], dist: number): boolean {
  for (let i = 0; i < p.length - 1; i++) {
    const [ax, ay] = p[i]!
    const [bx, by] = p[i + 1]!
    const [dx, dy] = [bx - ax, by - ay]
    const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy || 1)))
    if (Math.hypot(x - (ax + t * dx), y - (ay + t * dy)) < dist) return true
  }
  return false
}

// ---------------------------------------------------------------------------------------------
// Geometry (pixels). Keep in step with the map points' percentages (x / 16, y / 10).
// ---------------------------------------------------------------------------------------------

/** Lake Kuusijärvi: the water fills the lower left; the notch at the bottom is the villas' headland. */
const LAKE: Pt[] = [
  [-20, 455],
  [80, 445],
  [170, 452],
  [255, 475],
  [330, 505],
  [400, 545],
  [470, 585],
  [540, 615],
  [605, 648],
  [655, 690],
  [690, 735],
  [712, 780],
  [722, 822],
  [700, 846],
  [650, 856],
  [606, 870],
  [588, 893],
  [612, 913],
  [680, 922],
  [745, 936],
  [790, 965],
  [815, 1020],
  [-20, 1020],
]
const ISLANDS: { c: Pt; rx: number; ry: number }[] = [
  { c: [256, 795], rx: 80, ry: 42 },
  { c: [440, 910], rx: 52, ry: 30 },
  { c: [110, 640], rx: 34, ry: 20 },
]

const MAIN_ROAD: Pt[] = [
  [1620, 884],
  [1450, 862],
  [1300, 820],
  [1180, 760],
  [1080, 702],
  [1000, 660],
  [955, 612],
  [942, 560],
]
const SLOPE_ROAD: Pt[] = [
  [1180, 760],
  [1235, 700],
  [1300, 648],
  [1380, 616],
  [1460, 612],
  [1540, 614],
]
const SKI_CENTRE_ROAD: Pt[] = [
  [1235, 700],
  [1200, 640],
  [1180, 575],
]
const NORTH_ROAD: Pt[] = [
  [940, 512],
  [944, 450],
  [930, 402],
  [830, 396],
  [720, 396],
  [650, 383],
  [560, 376],
  [470, 388],
  [390, 398],
  [300, 396],
  [200, 384],
  [100, 380],
  [-20, 388],
]
const CAMPUS_ROAD: Pt[] = [
  [600, 377],
  [604, 330],
  [590, 300],
]
const CABIN_LANE: Pt[] = [
  [470, 388],
  [455, 300],
  [430, 200],
  [360, 150],
  [270, 140],
  [180, 170],
  [100, 150],
  [40, 110],
]
const VILLA_ROAD: Pt[] = [
  [1000, 660],
  [920, 720],
  [840, 800],
  [790, 860],
  [735, 884],
  [690, 890],
]
const APARTMENT_ROAD: Pt[] = [
  [1540, 614],
  [1560, 540],
  [1540, 470],
]

const ROADS = [MAIN_ROAD, SLOPE_ROAD, SKI_CENTRE_ROAD, NORTH_ROAD, CAMPUS_ROAD, CABIN_LANE, VILLA_ROAD, APARTMENT_ROAD]

/** Paths on foot (dashed) and ski tracks (dotted double line). */
const RIDGE_TRAIL: Pt[] = [
  [948, 470],
  [1000, 430],
  [1045, 395],
  [1050, 300],
  [1010, 220],
  [940, 150],
  [880, 112],
  [810, 130],
  [750, 190],
  [735, 270],
  [740, 350],
  [760, 398],
]
const SHORE_TRAIL: Pt[] = [
  [-20, 520],
  [120, 492],
  [250, 510],
  [330, 545],
  [420, 590],
  [520, 640],
  [600, 690],
  [660, 740],
  [690, 800],
  [760, 840],
  [800, 900],
  [830, 960],
  [850, 1020],
]
const SKI_TRAILS: Pt[][] = [
  [
    [1180, 530],
    [1110, 580],
    [1090, 640],
    [1150, 700],
    [1250, 760],
    [1330, 760],
    [1420, 720],
    [1500, 690],
    [1580, 700],
    [1620, 720],
  ],
  [
    [1250, 760],
    [1240, 850],
    [1300, 930],
    [1400, 960],
    [1500, 940],
    [1560, 980],
    [1580, 1020],
  ],
  [
    [1090, 640],
    [1050, 760],
    [1060, 880],
    [1120, 960],
    [1140, 1020],
  ],
]
const SLOPES: Pt[][] = [
  [
    [1430, 40],
    [1380, 140],
    [1300, 260],
    [1260, 400],
  ],
  [
    [1460, 40],
    [1450, 160],
    [1420, 290],
    [1420, 405],
  ],
  [
    [1490, 45],
    [1530, 160],
    [1520, 300],
    [1480, 405],
  ],
  [
    [1515, 50],
    [1572, 160],
    [1582, 290],
    [1560, 405],
  ],
  [
    [1400, 50],
    [1310, 110],
    [1255, 220],
    [1228, 330],
    [1224, 404],
  ],
]
const DISC_GOLF: [Pt, Pt][] = [
  [
    [1056, 220],
    [1120, 160],
  ],
  [
    [1120, 160],
    [1070, 110],
  ],
  [
    [1070, 110],
    [1010, 150],
  ],
  [
    [1010, 150],
    [1000, 240],
  ],
]
/** The open rocky top of the ridge (Harju) with the viewing tower. */
const RIDGE_TOP = { c: [878, 108] as Pt, rx: 64, ry: 40 }
const LIFT: [Pt, Pt] = [
  [1368, 392],
  [1452, 48],
]

/** Open ground (no trees): built-up areas, meadows, the slope foot and the shore. */
const CLEARINGS: { x: number; y: number; w: number; h: number }[] = [
  { x: 690, y: 395, w: 290, h: 280 }, // main building, swimming hall, yard
  { x: 740, y: 265, w: 460, h: 135 }, // sports halls and outdoor courts
  { x: 530, y: 360, w: 180, h: 130 }, // conference centre
  { x: 560, y: 470, w: 150, h: 130 }, // playground, beach volleyball
  { x: 960, y: 490, w: 180, h: 150 }, // main car park
  { x: 1120, y: 395, w: 480, h: 120 }, // slope foot
  { x: 1296, y: 322, w: 66, h: 90 }, // children's slope
  { x: 1110, y: 480, w: 170, h: 110 }, // ski stadium
  { x: 1350, y: 500, w: 250, h: 130 }, // slope car park, apartments
  { x: 1500, y: 500, w: 100, h: 160 }, // apartments
  { x: 450, y: 180, w: 320, h: 140 }, // campus
  { x: 300, y: 250, w: 170, h: 100 }, // running track
  { x: 120, y: 280, w: 170, h: 90 }, // caravan area
  { x: 400, y: 395, w: 140, h: 90 }, // shore car park
  { x: 680, y: 730, w: 120, h: 100 }, // smoke sauna
  { x: 1440, y: 830, w: 90, h: 70 }, // entrance
]

const TRAIL_CLEAR = [...ROADS.map((p) => ({ p, d: 26 })), ...SKI_TRAILS.map((p) => ({ p, d: 16 }))]

function isOpen(pt: Pt): boolean {
  if (inPolygon(pt, LAKE)) return true
  if (CLEARINGS.some((c) => pt[0] > c.x && pt[0] < c.x + c.w && pt[1] > c.y && pt[1] < c.y + c.h)) return true
  if (TRAIL_CLEAR.some(({ p, d }) => nearPolyline(pt, p, d))) return true
  if (SLOPES.some((p) => nearPolyline(pt, p, 40))) return true
  if (nearPolyline(pt, LIFT, 16)) return true
  if (DISC_GOLF.some((hole) => nearPolyline(pt, hole, 26))) return true
  if (Math.hypot((pt[0] - RIDGE_TOP.c[0]) / (RIDGE_TOP.rx + 8), (pt[1] - RIDGE_TOP.c[1]) / (RIDGE_TOP.ry + 8)) < 1) return true
  // the beach and a strip of shore meadow along the water
  if (nearPolyline(pt, LAKE.slice(1, 12), 34)) return true
  if (nearPolyline(pt, LAKE.slice(12, 19), 22)) return true
  return false
}

// ---------------------------------------------------------------------------------------------
// Drawing
// ---------------------------------------------------------------------------------------------

const shadow = (x: number, y: number, w: number, h: number, extra = '') => rect(x + 6, y + 6, w, h, P.shadow, `opacity="0.22" ${extra}`)

/** A pitched roof seen from above: two halves and a ridge line along the long side. */
function roof(x: number, y: number, w: number, h: number, fill: string, dark: string, angle = 0): string {
  const along = w >= h
  const body =
    shadow(x, y, w, h) +
    rect(x, y, w, h, fill, `stroke="${dark}" stroke-width="2"`) +
    (along ? rect(x, y + h / 2, w, h / 2, dark, 'opacity="0.25"') : rect(x + w / 2, y, w / 2, h, dark, 'opacity="0.25"')) +
    (along ? line([x + 2, y + h / 2], [x + w - 2, y + h / 2], dark, 2) : line([x + w / 2, y + 2], [x + w / 2, y + h - 2], dark, 2))
  return angle ? group(body, `transform="rotate(${angle} ${r1(x + w / 2)} ${r1(y + h / 2)})"`) : body
}

/** A flat roof with a parapet and a few rooftop units. */
function flatRoof(x: number, y: number, w: number, h: number, fill: string, edge: string): string {
  return (
    shadow(x, y, w, h) +
    rect(x, y, w, h, fill, `stroke="${edge}" stroke-width="4"`) +
    rect(x + 8, y + 8, w - 16, h - 16, 'none', `stroke="${edge}" stroke-width="1.5" opacity="0.6"`)
  )
}

/** A hall with a barrel roof: ribs across the short side. */
function hall(x: number, y: number, w: number, h: number, fill: string, rib: string): string {
  let s = shadow(x, y, w, h) + rect(x, y, w, h, fill, `stroke="${rib}" stroke-width="3" rx="4"`)
  for (let i = 1; i < Math.floor(w / 14); i++) s += line([x + i * 14, y + 3], [x + i * 14, y + h - 3], rib, 1.5, 'opacity="0.55"')
  return s + line([x + 3, y + h / 2], [x + w - 3, y + h / 2], rib, 2.5)
}

function court(x: number, y: number, w: number, h: number, fill: string): string {
  return (
    rect(x, y, w, h, fill, 'stroke="#ffffff" stroke-width="2.5"') +
    line([x + w / 2, y], [x + w / 2, y + h], '#ffffff', 2) +
    line([x + w * 0.22, y + h / 2], [x + w * 0.78, y + h / 2], '#ffffff', 1.5) +
    line([x + w * 0.22, y + 3], [x + w * 0.22, y + h - 3], '#ffffff', 1.5) +
    line([x + w * 0.78, y + 3], [x + w * 0.78, y + h - 3], '#ffffff', 1.5)
  )
}

/** A car park with bays in two rows and a few parked cars. */
function carPark(r: Rnd, x: number, y: number, w: number, h: number): string {
  let s = rect(x, y, w, h, P.asphalt, `rx="6" stroke="${P.roadEdge}" stroke-width="3"`)
  const bays = Math.floor((w - 12) / 22)
  const cars = ['#c0392b', '#f3efe6', '#2c3e50', '#2f7699', '#7f8c8d', '#e0b07a', '#22313f']
  for (const row of [0, 1]) {
    const top = row === 0 ? y + 6 : y + h - 6 - h * 0.32
    for (let i = 0; i <= bays; i++) s += line([x + 6 + i * 22, top], [x + 6 + i * 22, top + h * 0.32], '#ffffff', 2)
    for (let i = 0; i < bays; i++)
      if (r() < 0.55) s += rect(x + 9 + i * 22, top + 4, 16, h * 0.32 - 8, pick(r, cars), 'rx="4" stroke="#00000055" stroke-width="1"')
  }
  return s
}

const pick = <T>(r: Rnd, items: readonly T[]): T => items[Math.floor(r() * items.length)] as T

/** A wooden jetty from the shore into the water. */
function jetty(from: Pt, to: Pt, width = 9): string {
  return line(from, to, C.woodDark, width + 3, 'stroke-linecap="butt"') + line(from, to, C.woodLight, width, 'stroke-linecap="butt"')
}

function tree(r: Rnd, x: number, y: number, size: number): string {
  return circle(x + 3, y + 3, size, P.shadow, 'opacity="0.18"') + circle(x, y, size, pick(r, P.crown), `stroke="${P.crownEdge}" stroke-width="1.5"`)
}

function forest(r: Rnd): string {
  const step = 24
  let s = ''
  for (let gy = -10; gy < H + 20; gy += step * 0.86)
    for (let gx = -10; gx < W + 20; gx += step) {
      const x = gx + range(r, -9, 9) + ((Math.round(gy / step) % 2) * step) / 2
      const y = gy + range(r, -8, 8)
      const size = range(r, 10, 15)
      if (!isOpen([x, y])) s += tree(r, x, y, size)
    }
  return s
}

function lakeLayer(r: Rnd): string {
  const d = smooth(LAKE.slice(0, -1)) + ' L815,1020 L-20,1020 Z'
  // beach: a wide sand band along the shore in front of the main building
  let s = stroke(smooth(LAKE.slice(6, 11)), P.sand, 90)
  s += path(d, P.water, `stroke="${P.shore}" stroke-width="4"`)
  // deeper water further out, and ripples (short arcs) so water reads without colour
  s += path('M-20,690 C150,630 330,700 440,790 C520,860 550,940 580,1020 L-20,1020 Z', P.waterDeep, 'opacity="0.4"')
  for (let i = 0; i < 34; i++) {
    const [x, y] = [range(r, 20, 640), range(r, 560, 990)]
    if (!inPolygon([x, y], LAKE) || !inPolygon([x + 40, y], LAKE)) continue
    if (ISLANDS.some((isl) => Math.hypot((x - isl.c[0]) / (isl.rx + 30), (y - isl.c[1]) / (isl.ry + 25)) < 1)) continue
    s += path(`M${r1(x)},${r1(y)} q10,-6 20,0 q10,6 20,0`, 'none', 'stroke="#ffffff" stroke-width="2" opacity="0.55" stroke-linecap="round"')
  }
  for (const isl of ISLANDS) {
    s +=
      ellipse(isl.c[0], isl.c[1], isl.rx + 6, isl.ry + 5, P.sand) +
      ellipse(isl.c[0], isl.c[1], isl.rx, isl.ry, P.meadow, `stroke="${P.shore}" stroke-width="2"`)
    const trees = Math.round((isl.rx * isl.ry) / 260)
    for (let i = 0; i < trees; i++) {
      const a = r() * Math.PI * 2
      const d2 = Math.sqrt(r()) * 0.75
      const [tx, ty] = [isl.c[0] + Math.cos(a) * isl.rx * d2, isl.c[1] + Math.sin(a) * isl.ry * d2]
      if (isl.c[0] === 256 && Math.hypot(tx - 256, ty - 795) < 26) continue // lean-to clearing
      s += tree(r, tx, ty, range(r, 8, 12))
    }
  }
  // lean-to on the big island: a roof and a fire ring
  s += poly(
    [
      [236, 780],
      [262, 774],
      [268, 796],
      [242, 802],
    ],
    C.woodDark,
    'stroke="#5a3a22" stroke-width="2"',
  )
  s += line([239, 791], [265, 785], '#5a3a22', 2)
  s += circle(262, 812, 6, '#6f7680', 'stroke="#3b3b3b" stroke-width="2"') + circle(262, 812, 2.5, C.orange)
  s += jetty([300, 808], [330, 822], 6)
  return s
}

function roads(): string {
  let s = ''
  const wide = (p: Pt[], w: number) => stroke(smooth(p), P.roadEdge, w + 5)
  const fill = (p: Pt[], w: number) => stroke(smooth(p), P.road, w)
  const widths: [Pt[], number][] = [
    [MAIN_ROAD, 26],
    [SLOPE_ROAD, 20],
    [SKI_CENTRE_ROAD, 14],
    [NORTH_ROAD, 18],
    [CAMPUS_ROAD, 14],
    [CABIN_LANE, 12],
    [VILLA_ROAD, 14],
    [APARTMENT_ROAD, 14],
  ]
  for (const [p, w] of widths) s += wide(p, w)
  for (const [p, w] of widths) s += fill(p, w)
  s += stroke(smooth(MAIN_ROAD), '#c7bfa8', 2, 'stroke-dasharray="16 14"')
  // turning circle at the main entrance
  s += circle(942, 538, 34, P.roadEdge) + circle(942, 538, 31, P.road) + circle(942, 538, 12, P.meadow, `stroke="${P.roadEdge}" stroke-width="2"`)
  return s
}

function trails(): string {
  let s = ''
  for (const p of [RIDGE_TRAIL, SHORE_TRAIL]) s += stroke(smooth(p), '#f3e7cc', 7) + stroke(smooth(p), P.trail, 3, 'stroke-dasharray="10 8"')
  for (const p of SKI_TRAILS) {
    s += stroke(smooth(p), '#eef4f7', 12)
    s += stroke(smooth(p), P.skiTrack, 2, 'stroke-dasharray="2 5" transform="translate(0 -2.5)"')
    s += stroke(smooth(p), P.skiTrack, 2, 'stroke-dasharray="2 5" transform="translate(0 2.5)"')
  }
  return s
}

function skiHill(r: Rnd): string {
  let s = ''
  for (const p of SLOPES) s += stroke(smooth(p), P.slopeEdge, 66) + stroke(smooth(p), P.slope, 60)
  // fall-line texture on the pistes
  for (const p of SLOPES)
    for (let i = 0; i < 10; i++) {
      const t = 0.1 + i * 0.08
      const k = Math.min(p.length - 2, Math.floor(t * (p.length - 1)))
      const f = t * (p.length - 1) - k
      const [a, b] = [p[k]!, p[k + 1]!]
      const [x, y] = [a[0] + (b[0] - a[0]) * f + range(r, -14, 14), a[1] + (b[1] - a[1]) * f]
      s += path(`M${r1(x)},${r1(y)} q-8,12 0,24`, 'none', `stroke="${P.slopeEdge}" stroke-width="2" opacity="0.8"`)
    }
  // children's slope with its magic carpet
  s += path('M1306,336 L1350,328 L1356,406 L1302,410 Z', P.slope, `stroke="${P.slopeEdge}" stroke-width="3"`)
  s += line([1344, 338], [1348, 400], '#6f7680', 5, 'stroke-linecap="butt"')
  // the lift: cable, towers, valley and top stations
  const [a, b] = LIFT
  s += line(a, b, '#3b3b3b', 3) + line([a[0] + 6, a[1]], [b[0] + 6, b[1]], '#3b3b3b', 1.5)
  for (let i = 1; i < 7; i++) {
    const [x, y] = [a[0] + ((b[0] - a[0]) * i) / 7, a[1] + ((b[1] - a[1]) * i) / 7]
    s += rect(x - 6, y - 3, 15, 6, '#3b3b3b')
  }
  s += flatRoof(1350, 392, 40, 26, '#7f8c8d', '#4a5560') + flatRoof(1436, 24, 38, 24, '#7f8c8d', '#4a5560')
  return s
}

function ridge(r: Rnd): string {
  // the open, rocky top of the ridge (Harju): bare rock with boulders, and the viewing tower
  const { c, rx, ry } = RIDGE_TOP
  let s =
    ellipse(c[0], c[1], rx, ry, '#d9d3bf', 'stroke="#b3aa8f" stroke-width="3"') +
    ellipse(c[0] + 4, c[1] + 2, rx * 0.62, ry * 0.6, 'none', 'stroke="#b3aa8f" stroke-width="2"')
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * Math.PI * 2 + r() * 0.4
    s += ellipse(
      c[0] + Math.cos(a) * rx * 0.78,
      c[1] + Math.sin(a) * ry * 0.72,
      range(r, 5, 9),
      range(r, 4, 6),
      '#9a927c',
      'stroke="#6f6856" stroke-width="1.5"',
    )
  }
  s +=
    rect(862, 92, 30, 30, C.wood, 'stroke="#5a3a22" stroke-width="3"') + line([862, 92], [892, 122], '#5a3a22', 2) + line([892, 92], [862, 122], '#5a3a22', 2)
  return s
}

function mainBuilding(): string {
  let s = ''
  // hotel: long wing and a north wing (gym), restaurant pavilion facing the lake
  s += flatRoof(730, 468, 175, 72, '#b5543f', '#7e3526') + flatRoof(840, 412, 62, 60, '#b5543f', '#7e3526')
  for (let i = 0; i < 5; i++) s += rect(748 + i * 30, 486, 16, 10, '#7e3526', 'opacity="0.55"')
  s += rect(844, 436, 54, 14, '#e7c7b8', 'opacity="0.5"')
  s += shadow(692, 478, 44, 58) + rect(692, 478, 44, 58, '#cfe8f3', `stroke="#5b7f94" stroke-width="3" rx="8"`)
  for (let i = 1; i < 4; i++) s += line([692 + i * 11, 480], [692 + i * 11, 534], '#5b7f94', 1)
  // entrance canopy towards the turning circle
  s += rect(902, 500, 16, 30, '#7e3526')
  // covered walkway to the swimming hall
  s += rect(800, 540, 16, 26, '#cfd6db', 'stroke="#8a949c" stroke-width="2"')
  // swimming hall and spa: glazed roof over the pools
  s += flatRoof(742, 564, 150, 88, '#6f8fb0', '#3f5f80')
  s += rect(790, 576, 90, 46, '#4fb3dc', 'stroke="#ffffff" stroke-width="2"')
  for (let i = 1; i < 5; i++) s += line([792, 576 + i * 9.2], [878, 576 + i * 9.2], '#ffffff', 1.2, 'opacity="0.8"')
  s += rect(790, 628, 36, 16, '#7fd0ee', 'stroke="#ffffff" stroke-width="2" rx="3"')
  s += circle(860, 636, 9, '#7fd0ee', 'stroke="#ffffff" stroke-width="2"')
  // spa: sauna block with wooden decking towards the lake
  s += rect(748, 570, 36, 76, '#8a6a52', 'stroke="#5a3a22" stroke-width="2"')
  s += rect(712, 600, 34, 46, C.woodLight, 'stroke="#8a5532" stroke-width="2"')
  for (let i = 1; i < 6; i++) s += line([712, 600 + i * 7.6], [746, 600 + i * 7.6], '#8a5532', 1)
  s += circle(728, 624, 8, '#7fd0ee', 'stroke="#ffffff" stroke-width="2"')
  return s
}

function sportsArea(): string {
  let s = ''
  s += hall(760, 280, 120, 95, '#dfe4e8', '#7c8b97') // tennis hall
  s += hall(908, 280, 120, 95, '#e4ddd0', '#8f806a') // padel and pickleball hall
  s += flatRoof(876, 332, 36, 56, '#5c6f82', '#34495e') // lobby and court desk
  s += flatRoof(1028, 300, 34, 62, '#7a8c6a', '#4d5e40') // climbing wall annex
  // outdoor courts: two tennis courts and a padel court
  s += rect(1078, 282, 112, 104, '#6e9a5e', 'rx="4"')
  s += court(1084, 288, 100, 44, '#c9653f') + court(1084, 338, 56, 42, '#2f7ab0') + court(1146, 338, 38, 42, '#3a9c6a')
  return s
}

function conferenceAndCampus(): string {
  let s = ''
  s += flatRoof(556, 402, 128, 60, '#8d96a0', '#56606b') + rect(620, 414, 34, 36, '#cfe8f3', 'stroke="#5b7f94" stroke-width="2"')
  s += rect(684, 424, 46, 14, '#cfd6db', 'stroke="#8a949c" stroke-width="2"') // glazed corridor to the hotel
  // sports institute: teaching building with canteen, and the student hostel
  s += flatRoof(470, 200, 140, 84, '#c88d56', '#8a5532') + rect(540, 214, 56, 56, '#e0b07a', 'stroke="#8a5532" stroke-width="2"')
  s += roof(650, 196, 100, 34, '#b86f4a', '#7e3526') + roof(650, 238, 100, 30, '#b86f4a', '#7e3526')
  // running track with a sports field
  s += rect(312, 262, 148, 76, '#c0583f', 'rx="38"') + rect(330, 278, 112, 44, '#6fa35a', 'rx="22"')
  for (let i = 1; i < 3; i++) s += rect(312 + i * 5, 262 + i * 5, 148 - i * 10, 76 - i * 10, 'none', 'rx="33" stroke="#ffffff" stroke-width="1" opacity="0.7"')
  return s
}

function lakeside(r: Rnd): string {
  let s = ''
  // lakeside cottages 1–6 (west shore) and 7–12, each with a sauna and a jetty
  const cottages: { c: Pt; a: number; sauna: Pt; j: [Pt, Pt] }[] = [
    {
      c: [50, 420],
      a: -4,
      sauna: [70, 458],
      j: [
        [78, 466],
        [84, 490],
      ],
    },
    {
      c: [110, 412],
      a: 0,
      sauna: [132, 452],
      j: [
        [140, 460],
        [146, 482],
      ],
    },
    {
      c: [170, 416],
      a: 4,
      sauna: [190, 456],
      j: [
        [196, 466],
        [198, 488],
      ],
    },
    {
      c: [230, 424],
      a: 10,
      sauna: [248, 468],
      j: [
        [254, 478],
        [250, 500],
      ],
    },
    {
      c: [290, 436],
      a: 18,
      sauna: [300, 484],
      j: [
        [306, 494],
        [298, 514],
      ],
    },
    {
      c: [345, 458],
      a: 26,
      sauna: [352, 505],
      j: [
        [356, 514],
        [344, 532],
      ],
    },
    {
      c: [398, 484],
      a: 30,
      sauna: [404, 530],
      j: [
        [408, 540],
        [392, 556],
      ],
    },
    {
      c: [450, 514],
      a: 30,
      sauna: [456, 560],
      j: [
        [460, 570],
        [444, 586],
      ],
    },
  ]
  for (const k of cottages) {
    s += roof(k.c[0] - 19, k.c[1] - 13, 38, 26, '#9e3b2b', '#6a2418', k.a)
    s += roof(k.sauna[0] - 8, k.sauna[1] - 6, 16, 12, '#7a4a2c', '#4a2a18', k.a)
    s += jetty(k.j[0], k.j[1], 6)
  }
  // villas Kuikka and Kaakkuri on the headland, with hot tubs
  s += roof(618, 872, 44, 30, '#39424c', '#1f262d', -8) + roof(682, 880, 44, 30, '#39424c', '#1f262d', -4)
  s += circle(650, 912, 6, '#7fd0ee', 'stroke="#8a5532" stroke-width="2"') + circle(712, 916, 6, '#7fd0ee', 'stroke="#8a5532" stroke-width="2"')
  s += jetty([604, 896], [572, 906], 6)
  // smoke sauna on the shore, its jetty and the small sauna cabinet building
  s += roof(712, 748, 30, 24, '#5a3a22', '#2e1d11', -20) + jetty([712, 770], [672, 786], 8)
  s += circle(664, 796, 7, '#cfe8f3', `stroke="${C.woodDark}" stroke-width="2"`)
  s += roof(752, 780, 30, 20, '#8a5532', '#5a3a22', -20)
  // beach: volleyball court, kiosk, grill hut, canoe shed and jetty, bathing jetty
  s += rect(552, 546, 56, 30, P.sand, `stroke="${C.woodDark}" stroke-width="2"`) + line([580, 544], [580, 578], '#22313f', 2.5)
  s += flatRoof(640, 636, 24, 18, '#ee8a3a', '#a65a1e')
  s += poly(
    [
      [505, 552],
      [517, 557],
      [520, 570],
      [510, 579],
      [497, 576],
      [492, 563],
    ],
    '#7a4a2c',
    'stroke="#4a2a18" stroke-width="2"',
  )
  s += circle(506, 566, 3.5, C.orange)
  s += roof(538, 590, 26, 16, '#2f7699', '#1c4a66', 24) + jetty([538, 612], [510, 646], 8)
  for (let i = 0; i < 3; i++) s += ellipse(520 - i * 9, 632 + i * 10, 10, 3.5, i === 1 ? '#c0392b' : '#f2c14e', 'transform="rotate(-50 520 632)"')
  s += jetty([612, 660], [588, 690], 7)
  // sun loungers / parasols on the sand
  for (let i = 0; i < 5; i++)
    s += circle(590 + i * 13 + range(r, -3, 3), 636 + i * 7 + range(r, -3, 3), 6, i % 2 ? '#f7b46a' : '#ffffff', 'stroke="#8a5532" stroke-width="1"')
  // playground by the main building: sand, swings, slide and a carousel
  s += rect(612, 494, 60, 52, P.sand, 'rx="10" stroke="#8a5532" stroke-width="2"')
  s += line([620, 504], [648, 504], '#c0392b', 3) + line([624, 500], [624, 508], '#c0392b', 2) + line([644, 500], [644, 508], '#c0392b', 2)
  s += rect(652, 500, 12, 28, '#2f7699', 'rx="3"') + circle(630, 530, 9, '#f2c14e', 'stroke="#8a5532" stroke-width="2"')
  return s
}

function slopeFoot(r: Rnd): string {
  let s = ''
  s += roof(1240, 428, 50, 28, '#8a5532', '#5a3a22') // café Kanerva
  s += rect(1236, 458, 58, 12, C.woodLight, 'stroke="#8a5532" stroke-width="1.5"') // terrace
  s += flatRoof(1326, 456, 52, 28, '#5c6f82', '#34495e') // slope rental and ski service
  s += flatRoof(1426, 416, 30, 20, '#c0392b', '#7e2318') // slope ticket office
  // slope studios and apartments
  for (let i = 0; i < 4; i++) s += roof(1480 + i * 28, 452 + (i % 2) * 6, 22, 40, '#5c6f82', '#34495e')
  s += roof(1500, 560, 74, 28, '#4f6377', '#2c3e50') + roof(1500, 600, 74, 28, '#4f6377', '#2c3e50')
  // ski centre: cross-country ski and fat bike rental, and the stadium
  s += roof(1124, 448, 42, 26, '#7a4a2c', '#4a2a18')
  s += rect(1150, 494, 110, 52, '#eef4f7', `rx="10" stroke="${P.slopeEdge}" stroke-width="3"`)
  for (let i = 0; i < 4; i++) s += line([1160, 504 + i * 11], [1250, 504 + i * 11], P.skiTrack, 1.5, 'stroke-dasharray="2 5"')
  // floodlights along the lit loop
  for (const [x, y] of [
    [1150, 556],
    [1104, 600],
    [1112, 672],
    [1190, 736],
  ] as Pt[])
    s += circle(x, y, 4, '#f2c14e', 'stroke="#22313f" stroke-width="1.5"')
  s += carPark(r, 1368, 522, 118, 78) // slope car park
  return s
}

function accommodationInForest(): string {
  let s = ''
  // forest cabins along the lane
  for (const [x, y, a] of [
    [70, 128, 30],
    [130, 176, -10],
    [196, 186, 8],
    [232, 120, -6],
    [300, 168, 14],
    [360, 112, 30],
  ] as [number, number, number][])
    s += roof(x - 14, y - 11, 28, 22, '#7a4a2c', '#4a2a18', a)
  // Kelohonka group lodge
  s += roof(396, 82, 60, 34, '#6b4128', '#3d2416', 12)
  // caravan area: gravel, pitches and caravans
  s += rect(130, 290, 150, 66, '#d9cfb8', `rx="12" stroke="${P.roadEdge}" stroke-width="2"`)
  for (let i = 0; i < 5; i++) s += rect(142 + i * 27, 300 + (i % 2) * 22, 18, 28, '#f6fafd', 'rx="5" stroke="#7f8c8d" stroke-width="1.5"')
  // recycling point: a fenced shelter with bins
  s += rect(316, 400, 30, 20, '#d5dbe0', 'stroke="#6f7680" stroke-width="2"')
  for (let i = 0; i < 3; i++) s += rect(319 + i * 9, 404, 7, 12, ['#3a9c6a', '#2f7699', '#6f7680'][i]!)
  return s
}

function discGolf(): string {
  // fairways (narrow clearings) with a tee and a basket each
  let s = ''
  for (const [a, b] of DISC_GOLF) s += line(a, b, P.meadow, 26)
  for (const [a, b] of DISC_GOLF)
    s += rect(a[0] - 5, a[1] - 3, 10, 6, '#8a949c') + circle(b[0], b[1], 6, '#f2c14e', 'stroke="#22313f" stroke-width="2"') + circle(b[0], b[1], 2, '#22313f')
  return s
}

function entrance(): string {
  // info board and gate at the resort entrance
  return rect(1476, 836, 30, 12, C.woodDark, 'stroke="#5a3a22" stroke-width="2"') + line([1470, 848], [1512, 848], '#5a3a22', 3)
}

function compass(): string {
  return group(
    circle(0, 0, 34, '#ffffff', 'opacity="0.8" stroke="#22313f" stroke-width="2"') +
      poly(
        [
          [0, -28],
          [12, 8],
          [0, 0],
          [-12, 8],
        ],
        C.ink,
      ) +
      poly(
        [
          [0, 28],
          [12, 8],
          [0, 14],
          [-12, 8],
        ],
        '#9aa3ad',
      ),
    'transform="translate(64 930)"',
  )
}

/** The site plan's SVG body at 1600×1000. */
export function sitePlan(r: Rnd): string {
  let s = rect(0, 0, W, H, P.ground)
  // meadows around the built-up area
  s += path(
    smooth(
      [
        [680, 380],
        [980, 380],
        [1000, 660],
        [880, 700],
        [700, 700],
      ],
      true,
    ),
    P.meadow,
  )
  s += path(
    smooth(
      [
        [1110, 390],
        [1600, 390],
        [1600, 660],
        [1300, 640],
        [1120, 600],
      ],
      true,
    ),
    P.meadow,
  )
  s += path(
    smooth(
      [
        [440, 170],
        [780, 170],
        [760, 330],
        [300, 360],
        [280, 250],
      ],
      true,
    ),
    P.meadow,
  )
  s += skiHill(r)
  s += ridge(r)
  s += lakeLayer(r)
  s += roads()
  s += trails()
  s += discGolf()
  s += carPark(r, 986, 506, 132, 100) // main car park
  s += rect(990, 512, 40, 30, '#3a9c6a', 'opacity="0.35"') // charging bays
  s += carPark(r, 420, 410, 96, 58) // shore car park
  s += forest(r)
  s += mainBuilding()
  s += sportsArea()
  s += conferenceAndCampus()
  s += lakeside(r)
  s += slopeFoot(r)
  s += accommodationInForest()
  s += entrance()
  s += compass()
  return s
}
