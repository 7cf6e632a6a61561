/** Landscape scenes of the resort (1920×1080). Each takes a seeded PRNG and returns an SVG body. */
import {
  C,
  birch,
  pick,
  circle,
  cloud,
  cottage,
  building,
  ellipse,
  figure,
  floor,
  forest,
  grad,
  group,
  hills,
  lake,
  line,
  path,
  poly,
  range,
  rect,
  reflect,
  sky,
  spruce,
  sun,
  text,
  type Pt,
  type Rnd,
} from './draw'

export const W = 1920
export const H = 1080

/** Reflection of `body` clipped to the water below `horizon`. */
function mirrored(id: string, body: string, horizon: number, opacity = 0.35): string {
  return (
    `<defs><clipPath id="${id}"><rect x="0" y="${horizon}" width="${W}" height="${H - horizon}"/></clipPath></defs>` +
    group(reflect(body, horizon, opacity), `clip-path="url(#${id})"`)
  )
}

/** Sun glitter: stacked bars on the water under a light source. */
function glitter(x: number, y0: number, y1: number, color: string, rnd: Rnd): string {
  let s = ''
  for (let y = y0 + 6; y < y1; y += range(rnd, 10, 22)) {
    const w = 30 + ((y - y0) / (y1 - y0)) * 260 * rnd()
    s += rect(x - w / 2 + range(rnd, -30, 30), y, w, 3 + (y - y0) / 90, color, `rx="2" opacity="${(0.25 + 0.5 * rnd()).toFixed(2)}"`)
  }
  return s
}

function dock(x: number, y: number, len: number, w: number): string {
  let s = ''
  for (let i = 0; i < len / 22; i++) s += rect(x + i * 22, y, 19, w, i % 2 ? C.wood : C.woodLight)
  return s + rect(x, y + w, len, 10, C.woodDark) + rect(x + len - 12, y - 10, 10, w + 40, C.woodDark) + rect(x + 10, y + w, 10, 30, C.woodDark)
}

function canoe(x: number, y: number, len: number, color: string, paddlers: number): string {
  const h = len * 0.4
  let s = ''
  for (let i = 0; i < paddlers; i++) {
    const px = x - len * 0.2 + i * len * 0.38
    s += figure(px, y + 0.12 * h, h, { body: i ? '#f2c14e' : '#2f7699', legs: C.ink, skin: '#e8b894', hair: i ? '#6b4a2b' : '#d8b25a', pose: 'paddle' })
    s +=
      line([px + h * 0.05, y - h * 0.75], [px + h * 0.42, y + h * 0.3], C.woodDark, len * 0.02) +
      ellipse(px + h * 0.42, y + h * 0.3, len * 0.022, len * 0.06, C.woodDark, `transform="rotate(-25 ${px + h * 0.42} ${y + h * 0.3})"`)
  }
  const d = `M${x - len / 2},${y - len * 0.05} Q${x - len * 0.38},${y + len * 0.09} ${x},${y + len * 0.09} Q${x + len * 0.38},${y + len * 0.09} ${x + len / 2},${y - len * 0.05} Q${x},${y + len * 0.02} ${x - len / 2},${y - len * 0.05} Z`
  return s + path(d, color) + line([x - len * 0.46, y - len * 0.035], [x + len * 0.46, y - len * 0.035], C.woodDark, len * 0.012)
}

export function heroLakeSummer(r: Rnd): string {
  const hz = 640
  const far = hills(r, W, H, 560, 80, '#8aa3b8') + hills(r, W, H, 605, 50, '#5d7f8f') + forest(r, 0, W, hz + 4, 30, 80, 150, [C.spruceDeep, C.spruce])
  return (
    sky('s', W, H, ['#76acd6', '#c6e0ea', '#f7d59b', '#f2a15a']) +
    sun(1300, 540, 58, '#fff3cf', 0.35) +
    cloud(420, 170, 1.4, '#ffffff', 0.7) +
    cloud(1500, 120, 1, '#fff6e6', 0.6) +
    far +
    lake('l', r, W, H, hz, '#e6b989', '#1f5a78') +
    mirrored('c', far, hz, 0.4) +
    glitter(1300, hz, H, '#fff1c2', r) +
    canoe(900, 800, 200, '#c8462f', 2) +
    path(`M0,870 Q220,820 480,880 Q620,930 700,1080 L0,1080 Z`, C.spruceDeep) +
    dock(560, 940, 360, 26) +
    forest(r, -40, 420, 900, 220, 420, 14, [C.spruceDeep, C.spruce, '#1b3b2b']) +
    birch(r, 470, 930, 300, ['#5f9a4a', '#7bb45a', '#4b8040'])
  )
}

export function heroWinterSlope(r: Rnd): string {
  const fellY = (x: number) => 860 - 560 * Math.exp(-(((x - 1050) / 560) ** 2))
  let fell = `M0,${H}`
  for (let x = 0; x <= W; x += 40) fell += ` L${x},${fellY(x).toFixed(1)}`
  fell += ` L${W},${H} Z`
  let trees = ''
  for (let i = 0; i < 900; i++) {
    const x = range(r, 0, W)
    const y = range(r, Math.max(fellY(x) + 40, 420), 900)
    if (y < 890) trees += spruce(x, y, 16 + (y - 300) * 0.07, '#24443a', true)
  }
  const slope = (x0: number, x1: number, bend: number) => {
    const left: Pt[] = []
    const right: Pt[] = []
    for (let t = 0; t <= 1.001; t += 0.05) {
      const y = fellY(x0) + 20 + t * (900 - fellY(x0) - 20)
      const x = x0 + (x1 - x0) * t + Math.sin(t * Math.PI) * bend
      const w = 14 + t * 110
      left.push([x - w, y])
      right.unshift([x + w, y])
    }
    return poly([...left, ...right], C.snow)
  }
  let lift = line([1180, 910], [1080, fellY(1080) + 10], '#3a3f4a', 3)
  for (let t = 0.1; t < 1; t += 0.2) lift += rect(1180 - 100 * t - 4, 910 - (910 - fellY(1080)) * t, 8, 46, '#3a3f4a')
  let flakes = ''
  for (let i = 0; i < 160; i++) flakes += circle(range(r, 0, W), range(r, 0, H), range(r, 1.5, 5), '#ffffff', 'opacity="0.8"')
  return (
    sky('s', W, H, ['#6ea8dc', '#bcdaf0', '#eef6fb']) +
    sun(420, 200, 50, '#fffbe8', 0.3) +
    hills(r, W, H, 560, 140, '#c9dbea') +
    hills(r, W, H, 650, 90, '#b2c8db') +
    `<defs><linearGradient id="f" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="0.12" stop-color="#f1f6fa"/><stop offset="0.22" stop-color="#8aa5a0"/><stop offset="1" stop-color="#5a776f"/></linearGradient></defs>` +
    path(fell, 'url(#f)') +
    trees +
    slope(1050, 760, -60) +
    slope(1070, 1320, 80) +
    slope(1000, 520, 40) +
    lift +
    figure(822, 668, 52, { body: '#e4572e', legs: C.ink, skin: '#e8b894', pose: 'ski' }) +
    figure(1312, 784, 64, { body: '#2f7699', legs: C.ink, skin: '#e8b894', pose: 'ski', flip: true }) +
    path(`M0,880 Q480,840 960,890 T${W},870 L${W},${H} L0,${H} Z`, C.snow) +
    path(`M0,990 Q500,940 1000,1000 T${W},980 L${W},${H} L0,${H} Z`, C.snowShade, 'opacity="0.6"') +
    forest(r, -60, 260, 1000, 260, 460, 6, ['#1f3d30', '#26483a'], true) +
    forest(r, 1700, 1990, 1000, 240, 420, 6, ['#1f3d30', '#26483a'], true) +
    flakes
  )
}

export function heroAutumnForest(r: Rnd): string {
  const ruska = ['#e08a2e', '#d4622b', '#f0b33a', '#b8432a', '#e7a23c']
  let hill = hills(r, W, H, 520, 100, '#8d98b4') + hills(r, W, H, 610, 80, '#c07a46')
  for (let i = 0; i < 90; i++) hill += circle(range(r, 0, W), range(r, 600, 700), range(r, 10, 26), pick(r, ruska), 'opacity="0.7"')
  hill += forest(r, 0, W, 700, 40, 90, 70, ['#2b4a38', '#335a42'])
  let leaves = ''
  for (let i = 0; i < 140; i++) leaves += ellipse(range(r, 0, W), range(r, 860, H), range(r, 5, 10), range(r, 3, 5), pick(r, ruska), 'opacity="0.9"')
  let trees = ''
  for (const x of [140, 330, 1560, 1780, 1660]) trees += birch(r, x, 1000 + range(r, -20, 40), range(r, 520, 700), ruska)
  for (const x of [40, 480, 1440, 1880]) trees += spruce(x, 1040, range(r, 560, 760), C.spruceDeep)
  return (
    sky('s', W, H, ['#8fbfe0', '#e9dcc0', '#f6c98a']) +
    sun(1120, 520, 70, '#fff0c4', 0.4) +
    hill +
    grad('m', ['#ffffff00', '#fff6e6cc', '#ffffff00']) +
    rect(0, 600, W, 160, 'url(#m)') +
    path(`M0,720 Q900,680 ${W},730 L${W},${H} L0,${H} Z`, '#9b4f2a') +
    path(`M0,800 Q900,760 ${W},820 L${W},${H} L0,${H} Z`, '#7d3f24') +
    path(`M900,720 Q930,820 760,900 Q600,990 560,${H} L1200,${H} Q1060,980 1040,880 Q1020,780 960,720 Z`, C.sand) +
    leaves +
    trees +
    birch(r, 1250, 800, 320, ruska) +
    birch(r, 640, 780, 280, ruska) +
    figure(985, 760, 60, { body: '#2f7699', legs: C.ink, skin: '#e8b894', hair: '#5a3b22', pose: 'walk' })
  )
}

export function resortHotel(r: Rnd): string {
  const ground = 800
  const flag = (x: number) =>
    line([x, 770], [x, 540], '#d6d6d6', 5) + rect(x, 544, 66, 40, '#ffffff') + rect(x + 18, 544, 12, 40, '#1f5aa6') + rect(x, 558, 66, 12, '#1f5aa6')
  const above =
    hills(r, W, H, 470, 110, '#6f9a80') +
    forest(r, -40, W + 40, 730, 180, 420, 120, [C.spruceDeep, C.spruce, C.spruceMid]) +
    rect(0, 720, W, 60, C.meadow) +
    building(r, 460, 430, 1000, 340, { wall: '#ece4d6', roof: '#3c3f44', win: '#6d9fbf', cols: 14, rows: 4 }) +
    rect(460, 430, 1000, 24, C.wood) +
    rect(860, 560, 200, 210, '#9cc8de', 'stroke="#3c3f44" stroke-width="8"') +
    line([960, 560], [960, 770], '#3c3f44', 6) +
    rect(820, 520, 280, 40, '#3c3f44') +
    rect(730, 360, 460, 56, '#3c3f44', 'rx="8"') +
    text(960, 404, 'KUUSIRINNE', 44, '#ffffff', 'font-weight="bold" letter-spacing="6"') +
    building(r, 1460, 540, 300, 230, { wall: C.wood, roof: '#3c3f44', win: '#6d9fbf', cols: 4, rows: 2 }) +
    building(r, 200, 560, 260, 210, { wall: C.wood, roof: '#3c3f44', win: '#6d9fbf', cols: 3, rows: 2 }) +
    flag(1290) +
    flag(1380) +
    rect(0, 770, W, 30, '#d8cfbd')
  return (
    sky('s', W, H, ['#5fa4d8', '#a9d4ee', '#e4f2f8']) +
    cloud(300, 160, 1.2) +
    cloud(1500, 200, 1.5) +
    above +
    lake('l', r, W, H, ground, '#3d85ab', '#1c4a66') +
    mirrored('c', above, ground, 0.2) +
    rect(0, ground - 4, W, 8, C.sand) +
    forest(r, -40, 200, 900, 260, 420, 5, [C.spruceDeep, C.spruce]) +
    forest(r, 1760, 1960, 900, 260, 420, 5, [C.spruceDeep, C.spruce]) +
    path(`M-10,900 Q120,860 260,910 L260,${H} L-10,${H} Z`, C.spruceDeep) +
    path(`M1740,910 Q1840,860 1930,890 L1930,${H} L1740,${H} Z`, C.spruceDeep)
  )
}

export function cottageLakeside(r: Rnd): string {
  const hz = 620
  const far = hills(r, W, H, 560, 70, '#3b4a68') + forest(r, 0, W, hz + 4, 30, 70, 130, ['#1d2a3a', '#223246'])
  return (
    sky('s', W, H, ['#2c3d6c', '#7c6d95', '#e98f69', '#f6c48a']) +
    sun(560, 300, 34, '#fdf2d2', 0.25) +
    far +
    lake('l', r, W, H, hz, '#d9957a', '#1f3050', '#ffd9b0') +
    mirrored('c', far, hz, 0.45) +
    glitter(560, hz, 900, '#ffe3c0', r) +
    path(`M1000,${H} Q1080,780 1300,760 Q1600,740 ${W},760 L${W},${H} Z`, '#2a3d2c') +
    path(`M1527,470 Q1500,410 1560,360 Q1600,310 1540,240`, 'none', 'stroke="#c9c3cf" stroke-width="26" stroke-linecap="round" opacity="0.35"') +
    rect(1508, 466, 38, 80, '#4b3a36') +
    cottage(1220, 800, 420, 220, '#a23a2a', '#2b2b30', '#ffd27a') +
    dock(780, 870, 440, 24) +
    path(`M620,930 L820,930 Q800,975 700,975 Q640,975 620,930 Z`, '#e8e2d5', 'stroke="#6d5a4a" stroke-width="6"') +
    birch(r, 1760, 820, 420, ['#3f6f3a', '#4f8545', '#345c30']) +
    birch(r, 1080, 800, 300, ['#3f6f3a', '#4f8545']) +
    spruce(1880, 840, 520, '#15261c')
  )
}

export function canoeLake(r: Rnd): string {
  const hz = 560
  let far = hills(r, W, H, 520, 50, '#a4b8c8')
  for (const [x, w] of [
    [380, 420],
    [1350, 520],
  ] as const) {
    far +=
      path(`M${x - w / 2},${hz} Q${x},${hz - 90} ${x + w / 2},${hz} Z`, '#43715a') +
      forest(r, x - w / 2.6, x + w / 2.6, hz + 2, 50, 120, 18, [C.spruceDeep, C.spruce])
  }
  let ripples = ''
  for (let i = 1; i < 6; i++)
    ripples += path(
      `M${1000 - i * 70},${780 + i * 26} Q${1040 - i * 10},${790 + i * 8} ${1080},${790}`,
      'none',
      `stroke="#ffffff" stroke-width="3" opacity="${(0.5 - i * 0.07).toFixed(2)}"`,
    )
  return (
    sky('s', W, H, ['#bcd9ec', '#eaf1f2', '#fbe2c0']) +
    sun(1540, 380, 44, '#fff6df', 0.35) +
    far +
    lake('l', r, W, H, hz, '#cfe0e6', '#2a6b8c') +
    mirrored('c', far, hz, 0.5) +
    grad('m', ['#ffffff00', '#ffffffaa', '#ffffff00']) +
    rect(0, 520, W, 90, 'url(#m)') +
    ripples +
    canoe(1100, 790, 330, '#d9532b', 2) +
    path(`M0,980 Q300,930 620,${H} L0,${H} Z`, '#33463a') +
    path(`M0,1010 Q160,990 260,${H} L0,${H} Z`, '#6f7680')
  )
}

export function hikingTrail(r: Rnd): string {
  const f = floor({ y0: 640, x0l: 900, x0r: 960, y1: H, x1l: 620, x1r: 1200 })
  let boards = ''
  for (let i = 0; i < 22; i++) {
    const v0 = i / 22
    const v1 = v0 + 0.7 / 22
    boards += f.quad(0.04, v0, 0.46, v1, i % 2 ? C.woodLight : '#d4a26c') + f.quad(0.54, v0, 0.96, v1, i % 2 ? '#d4a26c' : C.woodLight)
  }
  const layers =
    forest(r, -40, W + 40, 645, 60, 150, 80, ['#8fb09c', '#9cbca8']) +
    rect(0, 640, W, H - 640, '#6f9950') +
    forest(r, -40, 760, 700, 160, 320, 14, ['#4a7259', '#52795f']) +
    forest(r, 1160, W + 40, 700, 160, 320, 14, ['#4a7259', '#52795f'])
  let moss = ''
  for (let i = 0; i < 60; i++)
    moss += ellipse(range(r, 0, W), range(r, 720, H), range(r, 30, 90), range(r, 8, 20), i % 3 ? '#5f8c42' : '#8fb258', 'opacity="0.6"')
  return (
    sky('s', W, H, ['#bfe0ee', '#e9f3e9']) +
    sun(980, 380, 40, '#fffbe6', 0.5) +
    layers +
    moss +
    boards +
    rect(1320, 700, 16, 220, C.woodDark) +
    rect(1290, 700, 76, 40, '#e8762b', 'rx="6"') +
    poly(
      [
        [1300, 720],
        [1340, 708],
        [1340, 732],
      ],
      '#ffffff',
    ) +
    figure(930, 700, 90, { body: '#d9532b', legs: '#3a4450', skin: '#e8b894', hair: '#3a2a1c', pose: 'walk' }) +
    rect(918, 638, 22, 28, '#2f5f86', 'rx="6"') +
    forest(r, -80, 300, 1060, 560, 820, 4, [C.spruceDeep, '#1b3a2a']) +
    forest(r, 1640, 2000, 1060, 560, 820, 4, [C.spruceDeep, '#1b3a2a']) +
    birch(r, 420, 1040, 520, ['#5f9a4a', '#7bb45a']) +
    birch(r, 1560, 1050, 580, ['#5f9a4a', '#7bb45a', '#4b8040'])
  )
}

export function crossCountrySki(r: Rnd): string {
  let tracks = ''
  for (const [y0, y1, w] of [
    [960, 800, 5],
    [1010, 830, 5],
    [700, 668, 3],
    [716, 676, 3],
  ] as const)
    tracks += line([-100, y0], [2020, y1], '#b3c8dc', w)
  const ski = (x: number, y: number) => line([x - 110, y + 8], [x + 100, y - 8], '#22313f', 7)
  return (
    sky('s', W, H, ['#6f96cf', '#c8b7d6', '#f6c3a2', '#fbe0c6']) +
    sun(560, 610, 54, '#fff0d6', 0.4) +
    forest(r, 0, W, 650, 40, 110, 160, ['#2a4438', '#334f42'], true) +
    grad('g', ['#f3f7fb', '#dbe7f2', '#ffffff']) +
    rect(0, 640, W, H - 640, 'url(#g)') +
    tracks +
    poly(
      [
        [1140, 866],
        [1700, 900],
        [1690, 930],
        [1140, 880],
      ],
      '#9fb7d1',
      'opacity="0.45"',
    ) +
    figure(1200, 862, 250, { body: '#c8302f', legs: '#22313f', skin: '#e8b894', hair: '#22313f', pose: 'ski' }) +
    line([1145, 757], [1060, 872], '#333', 5) +
    line([1250, 737], [1225, 862], '#333', 5) +
    ski(1135, 865) +
    ski(1250, 858) +
    forest(r, 1700, 1960, 720, 240, 380, 5, ['#1f3a2f'], true) +
    forest(r, -60, 160, 700, 200, 320, 4, ['#1f3a2f'], true)
  )
}

export function fatbike(r: Rnd): string {
  const wheel = (x: number, y: number) =>
    circle(x, y, 120, 'none', 'stroke="#23272e" stroke-width="40"') +
    circle(x, y, 96, 'none', 'stroke="#7c8692" stroke-width="3"') +
    circle(x, y, 14, '#9aa3ad')
  const [rx, fx, wy] = [720, 1200, 850]
  const bb: Pt = [930, 860]
  const seat: Pt = [880, 620]
  const head: Pt = [1110, 600]
  const frame =
    poly([[rx, wy], bb, seat], 'none', 'stroke="#e4572e" stroke-width="22" stroke-linejoin="round"') +
    poly([bb, seat, [1100, 640], bb], 'none', 'stroke="#e4572e" stroke-width="24" stroke-linejoin="round"') +
    line(head, [fx, wy], '#e4572e', 20) +
    line(seat, [870, 590], '#333', 10) +
    rect(820, 574, 100, 20, '#222', 'rx="10"') +
    line(head, [1090, 540], '#333', 10) +
    line([1060, 540], [1140, 530], '#222', 12)
  const rider =
    line([1005, 900], [960, 760], '#22313f', 34) +
    line([960, 760], [880, 600], '#22313f', 34) +
    line([885, 590], [1000, 440], '#2f7699', 66) +
    line([995, 450], [1090, 545], '#2f7699', 26) +
    circle(1045, 372, 50, '#e8b894') +
    path('M990,372 a56,56 0 0 1 112,-4 Z', '#f2c14e')
  let snow = ''
  for (let i = 0; i < 80; i++) snow += circle(range(r, 0, W), range(r, 0, 700), range(r, 2, 5), '#ffffff', 'opacity="0.8"')
  return (
    sky('s', W, H, ['#8db5d9', '#dce9f3']) +
    forest(r, -40, W + 40, 760, 200, 420, 40, ['#3b5d4c', '#476b58'], true) +
    forest(r, -40, W + 40, 820, 300, 560, 14, ['#1f3a2f', '#264335'], true) +
    rect(0, 820, W, H - 820, C.snow) +
    path(`M0,1000 Q960,880 ${W},960`, 'none', 'stroke="#c5d6e6" stroke-width="60" opacity="0.7"') +
    ellipse(960, 980, 420, 26, '#b5c8da', 'opacity="0.6"') +
    wheel(rx, wy) +
    wheel(fx, wy) +
    frame +
    rider +
    snow
  )
}

export function loginSide(r: Rnd): string {
  const hz = 700
  let stars = ''
  for (let i = 0; i < 180; i++) stars += circle(range(r, 0, W), range(r, 0, 520), range(r, 0.8, 2.6), '#ffffff', `opacity="${range(r, 0.3, 0.9).toFixed(2)}"`)
  // soft aurora: stacked translucent strokes of shrinking width (cheaper than a blur filter)
  let aurora = ''
  for (let i = 0; i < 3; i++)
    for (let k = 0; k < 6; k++)
      aurora += path(
        `M-100,${330 + i * 60} C400,${150 + i * 40} 800,${420 + i * 30} 1200,${250 + i * 50} S1800,${160 + i * 60} 2050,${260 + i * 40}`,
        'none',
        `stroke="url(#a)" stroke-width="${(150 - i * 35) * (1 - k * 0.15)}" opacity="${(0.12 - i * 0.03).toFixed(2)}" stroke-linecap="round"`,
      )
  const far = hills(r, W, H, 640, 60, '#13233a') + forest(r, 0, W, hz + 4, 40, 100, 140, ['#0c1826', '#0f1d2e'], false, '#0c1826')
  return (
    sky('s', W, H, ['#07101f', '#112a45', '#1c4660']) +
    stars +
    grad('a', ['#3ee6a0', '#7cf2c8', '#5bb4e8']) +
    aurora +
    sun(1560, 560, 24, '#f4f1e4', 0.15) +
    far +
    lake('l', r, W, H, hz, '#1d4a5c', '#07121f', '#7cf2c8') +
    mirrored('c', far, hz, 0.35) +
    group(glitter(1560, hz, H, '#f4f1e4', r), 'opacity="0.5"') +
    path(`M0,${H} L0,900 Q300,860 620,920 Q760,960 820,${H} Z`, '#08121c') +
    cottage(240, 920, 240, 130, '#3a1f1a', '#0a0f16', '#ffcc66', '#5a4038') +
    forest(r, -40, 200, 960, 220, 380, 4, ['#060d16'], false, '#060d16')
  )
}

export function kidsPlayground(r: Rnd): string {
  let s = sky('s', W, H, ['#68b3e6', '#c9e8f7']) + cloud(1400, 160, 1.3) + cloud(400, 220, 0.9)
  s += hills(r, W, H, 560, 60, '#6c9a66') + forest(r, 0, W, 640, 90, 200, 60, [C.spruceDeep, C.spruce])
  s += rect(0, 640, W, H - 640, '#84b85c') + ellipse(960, 880, 900, 150, '#e8d19c')
  // sandbox with a bucket
  s +=
    rect(240, 850, 420, 140, C.woodDark, 'rx="8"') +
    rect(260, 866, 380, 108, '#f1dcaa', 'rx="6"') +
    poly(
      [
        [420, 900],
        [470, 900],
        [462, 950],
        [428, 950],
      ],
      '#e4572e',
    ) +
    ellipse(540, 930, 60, 20, '#e6c88a')
  // swing frame
  s +=
    line([760, 900], [860, 560], '#3269a8', 16) +
    line([960, 900], [860, 560], '#3269a8', 16) +
    line([1260, 900], [1360, 560], '#3269a8', 16) +
    line([1460, 900], [1360, 560], '#3269a8', 16) +
    line([860, 560], [1360, 560], '#3269a8', 18)
  for (const x of [1000, 1200])
    s += line([x - 30, 566], [x - 30, 800], '#555', 4) + line([x + 30, 566], [x + 30, 800], '#555', 4) + rect(x - 46, 796, 92, 16, '#f2c14e', 'rx="6"')
  // slide tower
  s +=
    rect(1520, 580, 200, 140, '#e4572e') +
    rect(1575, 615, 90, 70, '#8c3418', 'rx="30"') +
    rect(1510, 712, 220, 14, C.woodDark) +
    poly(
      [
        [1500, 580],
        [1620, 480],
        [1740, 580],
      ],
      '#f2c14e',
    ) +
    rect(1530, 720, 14, 180, '#555') +
    rect(1696, 720, 14, 180, '#555')
  s += poly(
    [
      [1520, 720],
      [1390, 900],
      [1430, 910],
      [1560, 730],
    ],
    '#3aa17e',
  )
  for (let i = 0; i < 6; i++) s += line([1720, 720 + i * 30], [1760, 720 + i * 30], '#555', 6)
  s += line([1720, 720], [1720, 900], '#555', 6) + line([1760, 720], [1780, 900], '#555', 6)
  s += circle(1130, 960, 40, '#e4572e') + path('M1090,960 Q1130,930 1170,960', 'none', 'stroke="#fff" stroke-width="8"')
  s += figure(1000, 800, 120, { body: '#f28c28', legs: '#2f4c7a', skin: '#f0c8a0', hair: '#d8b25a', pose: 'sit' })
  s += figure(560, 940, 130, { body: '#5b8fd6', legs: '#2b3a4a', skin: '#e0b08c', hair: '#5a3b22', pose: 'wave' })
  return s + birch(r, 120, 900, 480, ['#5f9a4a', '#7bb45a']) + spruce(1860, 920, 460, C.spruceDeep)
}

export function mapOverview(r: Rnd): string {
  let s = rect(0, 0, W, H, '#d6e4bd')
  for (let c = 0; c < 40; c++) {
    const [cx, cy, rad] = [range(r, 0, W), range(r, 0, H), range(r, 80, 220)]
    for (let i = 0; i < rad / 3; i++) {
      const a = r() * Math.PI * 2
      const d = Math.sqrt(r()) * rad
      s += circle(cx + Math.cos(a) * d, cy + Math.sin(a) * d * 0.8, range(r, 9, 17), i % 3 ? '#4f7f52' : '#3b6a44', 'stroke="#2f5a3a" stroke-width="2"')
    }
  }
  // ski hill with slopes
  s += ellipse(1620, 180, 320, 170, '#eef3f5', 'stroke="#c6d3dc" stroke-width="4"')
  for (let i = 0; i < 4; i++)
    s += path(`M${1500 + i * 70},60 Q${1520 + i * 90},180 ${1480 + i * 100},320`, 'none', 'stroke="#ffffff" stroke-width="24" stroke-linecap="round"')
  s += line([1560, 330], [1620, 40], '#444', 4, 'stroke-dasharray="10 8"')
  // lake, islands, beach
  s += path('M0,560 C200,520 420,600 560,700 C700,800 640,980 820,1080 L0,1080 Z', C.sand)
  s += path('M0,600 C200,560 390,640 520,730 C650,830 600,980 760,1080 L0,1080 Z', '#79b3d3', 'stroke="#5b98bb" stroke-width="6"')
  s += ellipse(220, 860, 80, 44, '#4f7f52') + ellipse(420, 990, 50, 30, '#4f7f52')
  s += rect(500, 760, 100, 16, C.wood, 'transform="rotate(-25 500 760)"')
  // roads
  const road = (d: string) =>
    path(d, 'none', 'stroke="#b9b2a0" stroke-width="46" stroke-linecap="round" stroke-linejoin="round"') +
    path(d, 'none', 'stroke="#f7f3e8" stroke-width="4" stroke-dasharray="22 18"')
  s += road('M960,1100 C960,900 900,760 980,600 C1060,440 1300,420 1460,330') + road('M980,600 C800,560 700,480 520,420') + road(`M980,620 L${W + 20},640`)
  // buildings (hotel, wings, cottages, halls)
  const block = (x: number, y: number, w: number, h: number, fill: string) => rect(x + 8, y + 8, w, h, '#00000033', 'rx="6"') + rect(x, y, w, h, fill, 'rx="6"')
  s += block(1050, 440, 260, 120, '#b5543f') + block(1110, 380, 120, 60, '#c86b50')
  s += block(1100, 690, 220, 140, '#6f8fb0') + rect(1120, 710, 180, 100, '#6cc3e6', 'rx="4"')
  for (let i = 0; i < 6; i++) s += block(300 + i * 70 - (i % 2) * 20, 430 + i * 30, 40, 34, '#9e3b2b')
  s += block(700, 300, 180, 90, C.wood)
  // courts
  const court = (x: number, y: number, w: number, h: number, fill: string) =>
    rect(x, y, w, h, fill, 'stroke="#ffffff" stroke-width="4"') +
    line([x + w / 2, y], [x + w / 2, y + h], '#ffffff', 3) +
    line([x + w * 0.25, y + h / 2], [x + w * 0.75, y + h / 2], '#ffffff', 3)
  s +=
    court(1400, 700, 150, 80, '#c9653f') +
    court(1570, 700, 150, 80, '#c9653f') +
    court(1400, 800, 110, 60, '#2f7ab0') +
    court(1530, 800, 110, 60, '#2f7ab0') +
    court(1660, 800, 110, 60, '#3a9c6a')
  // parking + compass
  s += rect(1380, 480, 220, 110, '#9ea3a8', 'rx="6"')
  for (let i = 1; i < 8; i++)
    s += line([1380 + i * 27, 486], [1380 + i * 27, 520], '#ffffff', 3) + line([1380 + i * 27, 550], [1380 + i * 27, 584], '#ffffff', 3)
  s +=
    circle(120, 120, 60, '#ffffffcc') +
    poly(
      [
        [120, 70],
        [140, 120],
        [120, 110],
        [100, 120],
      ],
      C.ink,
    ) +
    poly(
      [
        [120, 170],
        [140, 120],
        [120, 130],
        [100, 120],
      ],
      '#9aa3ad',
    ) +
    text(120, 60, 'N', 28, C.ink, 'font-weight="bold"')
  return s
}
