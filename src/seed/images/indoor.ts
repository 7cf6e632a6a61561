/** Interior scenes (1920×1080): rooms, halls, sauna, gym, restaurant, café, meeting and class rooms. */
import { C, circle, ellipse, figure, floor, forest, grad, group, hills, line, path, poly, range, rect, sun, text, type Rnd } from './draw'

const W = 1920
const H = 1080

/** A window (frame + mullions) showing a small landscape; `mood` picks the light. */
export function windowView(
  id: string,
  r: Rnd,
  x: number,
  y: number,
  w: number,
  h: number,
  mood: 'day' | 'sunset' | 'evening' = 'day',
  cols = 2,
  frame = '#ffffff',
): string {
  const skies = { day: ['#8ccbee', '#e3f3fb'], sunset: ['#6f7fb8', '#f2a76a', '#f8d49a'], evening: ['#2e3f6a', '#c77f7a'] }
  const hz = y + h * 0.62
  const scene =
    grad(`${id}g`, skies[mood]) +
    rect(x, y, w, h, `url(#${id}g)`) +
    (mood === 'day' ? '' : sun(x + w * 0.7, hz - h * 0.08, h * 0.06, '#fff0cf', 0.3)) +
    hills(r, x + w, y + h, hz - h * 0.05, h * 0.08, mood === 'day' ? '#7e9fb3' : '#54607f') +
    rect(x, hz, w, h, { day: '#3f86ad', sunset: '#b07f86', evening: '#5d6a8a' }[mood]) +
    forest(r, x - 20, x + w + 20, hz + 2, h * 0.08, h * 0.2, Math.round(w / 18), mood === 'day' ? [C.spruceDeep, C.spruce] : ['#23304a', '#2a3752'])
  let s = `<defs><clipPath id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath></defs>` + group(scene, `clip-path="url(#${id})"`)
  for (let i = 1; i < cols; i++) s += line([x + (w * i) / cols, y], [x + (w * i) / cols, y + h], frame, 12, 'stroke-linecap="butt"')
  return s + rect(x, y, w, h, 'none', `stroke="${frame}" stroke-width="18"`)
}

/** Back wall plus a planked floor converging to the centre. */
function room(wall: string, floorFill: string, plank: string, floorY: number): string {
  let s = rect(0, 0, W, H, wall) + rect(0, floorY, W, H - floorY, floorFill)
  for (let x = -1600; x <= W + 1600; x += 160) s += line([960 + (x - 960) * 0.35, floorY], [x, H], plank, 3, 'stroke-linecap="butt"')
  return s + rect(0, floorY - 12, W, 12, '#00000018')
}

const glow = (x: number, y: number, r: number, color = '#ffd98a') =>
  circle(x, y, r * 2.2, color, 'opacity="0.12"') + circle(x, y, r * 1.3, color, 'opacity="0.22"')

function plant(x: number, base: number, s: number): string {
  let leaves = ''
  for (let i = -3; i <= 3; i++)
    leaves += ellipse(
      x + i * 18 * s,
      base - 150 * s - Math.abs(i) * -10 * s,
      22 * s,
      80 * s,
      i % 2 ? '#3f7a4a' : '#5c9a5a',
      `transform="rotate(${i * 16} ${x + i * 18 * s} ${base - 100 * s})"`,
    )
  return (
    leaves +
    poly(
      [
        [x - 55 * s, base - 110 * s],
        [x + 55 * s, base - 110 * s],
        [x + 42 * s, base],
        [x - 42 * s, base],
      ],
      '#d7cbb8',
    )
  )
}

export function apartmentInterior(r: Rnd): string {
  const cushions = [
    ['#f2c14e', 330],
    ['#e9e2d0', 520],
    ['#2f7699', 760],
  ] as const
  return (
    room('#efe6d8', '#c99a66', '#b5824f', 780) +
    windowView('w', r, 1080, 160, 680, 540, 'day', 3) +
    rect(300, 200, 300, 200, '#f7f3ea', 'stroke="#8a5532" stroke-width="10"') +
    '<defs><clipPath id="art"><rect x="305" y="205" width="290" height="190"/></clipPath></defs>' +
    hills(r, 600, 400, 360, 80, '#7ba3b8', 5, 'clip-path="url(#art)"') +
    ellipse(700, 950, 620, 90, '#d9cbb0') +
    ellipse(700, 950, 520, 70, 'none', 'stroke="#b9a27e" stroke-width="8"') +
    rect(240, 500, 740, 200, '#5e7f95', 'rx="36"') +
    rect(210, 640, 800, 140, '#6f93aa', 'rx="28"') +
    rect(180, 590, 90, 210, '#57778c', 'rx="34"') +
    rect(950, 590, 90, 210, '#57778c', 'rx="34"') +
    cushions.map(([c, x]) => rect(x, 540, 160, 130, c, `rx="26" transform="rotate(${x === 520 ? 4 : -5} ${x + 80} 600)"`)).join('') +
    rect(230, 800, 14, 26, '#3a2a1c') +
    rect(980, 800, 14, 26, '#3a2a1c') +
    ellipse(700, 880, 230, 38, C.woodLight) +
    rect(640, 880, 120, 60, C.woodDark) +
    ellipse(700, 870, 230, 30, '#e7c08e') +
    ellipse(640, 860, 40, 12, '#ffffff') +
    rect(730, 835, 24, 30, '#2f7699', 'rx="4"') +
    glow(100, 340, 70) +
    line([100, 380], [100, 800], '#3a3a3a', 8) +
    poly(
      [
        [40, 290],
        [160, 290],
        [140, 380],
        [60, 380],
      ],
      '#f3e3c3',
    ) +
    ellipse(100, 805, 50, 10, '#3a3a3a') +
    plant(1840, 800, 1.4)
  )
}

export function hotelRoom(r: Rnd): string {
  let slats = ''
  for (let x = 540; x < 1390; x += 40) slats += line([x, 330], [x, 640], '#a0703f', 4)
  const lamp = (x: number) =>
    rect(x - 90, 690, 180, 150, C.woodDark, 'rx="8"') +
    rect(x - 80, 740, 160, 6, '#6b4028') +
    glow(x, 600, 60) +
    rect(x - 8, 620, 16, 70, '#caa36f') +
    poly(
      [
        [x - 55, 560],
        [x + 55, 560],
        [x + 70, 630],
        [x - 70, 630],
      ],
      '#f7ecd2',
    )
  return (
    room('#e6ddd0', '#8c7f72', '#7f7367', 820) +
    windowView('w', r, 1690, 150, 200, 540, 'evening', 1) +
    rect(1660, 130, 50, 660, '#b9b2a7') +
    rect(1870, 130, 50, 660, '#b9b2a7') +
    rect(520, 320, 880, 330, '#b7834f', 'rx="10"') +
    slats +
    [660, 900, 1140]
      .map(
        (x) =>
          rect(x, 180, 120, 100, '#f7f3ea', 'stroke="#3a3a3a" stroke-width="6"') +
          poly(
            [
              [x + 60, 200],
              [x + 95, 265],
              [x + 25, 265],
            ],
            C.spruce,
          ),
      )
      .join('') +
    rect(460, 900, 1000, 60, '#6b4a32') +
    poly(
      [
        [560, 620],
        [1360, 620],
        [1460, 900],
        [460, 900],
      ],
      '#f7f5f0',
    ) +
    poly(
      [
        [540, 690],
        [1380, 690],
        [1460, 900],
        [460, 900],
      ],
      '#ecebe6',
    ) +
    rect(610, 555, 320, 120, '#ffffff', 'rx="40" stroke="#dcd8cf" stroke-width="4"') +
    rect(990, 555, 320, 120, '#ffffff', 'rx="40" stroke="#dcd8cf" stroke-width="4"') +
    poly(
      [
        [500, 800],
        [1420, 800],
        [1450, 880],
        [470, 880],
      ],
      '#2f5f7a',
    ) +
    lamp(360) +
    lamp(1560)
  )
}

export function swimmingHall(r: Rnd): string {
  const f = floor({ y0: 580, x0l: 420, x0r: 1500, y1: 1080, x1l: -320, x1r: 2240 })
  let lanes = ''
  for (let k = 0; k < 6; k++) lanes += f.seg((k + 0.5) / 6, 0.04, (k + 0.5) / 6, 0.98, '#1a5f8a', 8)
  for (let k = 1; k < 6; k++)
    lanes += f.seg(k / 6, 0, k / 6, 1, '#ffffff', 9) + line(f.at(k / 6, 0), f.at(k / 6, 1), '#d33a2c', 10, 'stroke-dasharray="22 22" stroke-linecap="butt"')
  let beams = ''
  for (let x = -200; x <= 2200; x += 200) beams += line([x, 0], [960 + (x - 960) * 0.6, 150], '#5a4028', 14)
  let shine = ''
  for (let i = 0; i < 24; i++) {
    const [x, y] = f.at(r(), range(r, 0.05, 0.95))
    shine += ellipse(x, y, range(r, 30, 90), 5, '#ffffff', 'opacity="0.35"')
  }
  const [sx, sy] = f.at(2.5 / 6, 0.55)
  return (
    rect(0, 0, W, H, '#dfe4e8') +
    rect(0, 0, W, 150, '#8a6a48') +
    beams +
    windowView('w', r, 0, 150, W, 380, 'day', 8, '#5a646e') +
    rect(0, 530, W, 60, '#cfd6dc') +
    f.quad(-0.04, -0.02, 1.04, 1.2, '#f4f6f7') +
    grad('p', ['#63c2e4', '#2a86b8']) +
    f.quad(0, 0, 1, 1.2, 'url(#p)') +
    lanes +
    shine +
    circle(sx, sy, 22, '#f2c14e') +
    path(`M${sx - 60},${sy + 10} Q${sx - 30},${sy - 40} ${sx + 5},${sy - 8}`, 'none', 'stroke="#e8b894" stroke-width="16" stroke-linecap="round"') +
    ellipse(sx, sy + 16, 70, 10, '#ffffff', 'opacity="0.7"') +
    line([80, 700], [80, 1000], '#c0c7cd', 12) +
    line([150, 700], [150, 1000], '#c0c7cd', 12) +
    path('M80,700 Q80,640 120,640 Q150,640 150,700', 'none', 'stroke="#c0c7cd" stroke-width="12"')
  )
}

export function spaSauna(r: Rnd): string {
  let wall = ''
  for (let y = 0; y < H; y += 56) wall += rect(0, y, W, 56, y % 112 ? '#d9a86c' : '#cf9c60') + line([0, y], [W, y], '#b07a44', 3)
  const bench = (x: number, y: number, w: number, h: number, top: string, front: string) => {
    let s = rect(x, y, w, 36, top) + rect(x, y + 36, w, h, front)
    for (let i = x + 30; i < x + w; i += 60) s += line([i, y + 36], [i, y + 36 + h], '#8f5f32', 3, 'stroke-linecap="butt"')
    return s
  }
  let stones = ''
  for (let i = 0; i < 40; i++)
    stones += circle(range(r, 190, 450), range(r, 480, 560), range(r, 18, 30), i % 3 ? '#7d8288' : '#5c6168', 'stroke="#4a4e54" stroke-width="2"')
  const steam = [0, 1, 2, 3].map((i) => ellipse(320 + i * 60, 360 - i * 70, 160, 60, '#ffffff', `opacity="${0.22 - i * 0.04}"`)).join('')
  return (
    wall +
    windowView('w', r, 1360, 130, 380, 230, 'sunset', 1, '#8f5f32') +
    glow(1100, 200, 60, '#ffcf7a') +
    rect(1040, 170, 120, 70, '#a0703f', 'rx="10"') +
    bench(700, 480, 1220, 260, '#e9bb80', '#c99058') +
    bench(560, 760, 1360, 320, '#e3b277', '#b9824c') +
    rect(0, 940, 560, 140, '#6b4a32') +
    rect(170, 560, 300, 440, '#3a3d42', 'rx="14"') +
    rect(170, 540, 300, 40, '#2d3034', 'rx="8"') +
    stones +
    rect(240, 860, 160, 80, '#e8762b', 'rx="8"') +
    rect(240, 860, 160, 80, 'none', 'stroke="#1e2023" stroke-width="8" rx="8"') +
    `<defs><filter id="b"><feGaussianBlur stdDeviation="26"/></filter></defs>` +
    group(steam, 'filter="url(#b)"') +
    line([930, 690], [1080, 560], C.woodDark, 12) +
    poly(
      [
        [860, 670],
        [1000, 670],
        [985, 775],
        [875, 775],
      ],
      '#b07a44',
    ) +
    rect(858, 690, 144, 10, '#6b6f75') +
    rect(868, 745, 124, 10, '#6b6f75') +
    ellipse(930, 672, 70, 12, '#8f5f32') +
    rect(1300, 720, 300, 30, '#f3efe6', 'rx="10"')
  )
}

export function gym(r: Rnd): string {
  const dumbbell = (x: number, y: number, s: number, c: string) =>
    rect(x - 40 * s, y - 5 * s, 80 * s, 10 * s, '#9aa3ad') +
    rect(x - 50 * s, y - 22 * s, 22 * s, 44 * s, c, `rx="${6 * s}"`) +
    rect(x + 28 * s, y - 22 * s, 22 * s, 44 * s, c, `rx="${6 * s}"`)
  let rack = rect(180, 780, 960, 16, '#444b55') + rect(180, 880, 960, 16, '#444b55') + rect(200, 780, 20, 260, '#444b55') + rect(1100, 780, 20, 260, '#444b55')
  for (let i = 0; i < 7; i++)
    rack += dumbbell(290 + i * 130, 760, 1 + i * 0.06, '#22262b') + dumbbell(290 + i * 130, 860, 1.1 + i * 0.06, i % 2 ? '#2f7699' : '#e4572e')
  const tread = (x: number) =>
    poly(
      [
        [x, 640],
        [x + 240, 640],
        [x + 260, 700],
        [x - 20, 700],
      ],
      '#1f2328',
    ) +
    line([x + 14, 650], [x + 34, 480], '#3a4048', 12) +
    line([x + 226, 650], [x + 206, 480], '#3a4048', 12) +
    rect(x + 40, 440, 160, 50, '#2a2f36', 'rx="8"') +
    rect(x + 70, 452, 100, 22, '#7fd1e8', 'rx="4"')
  const bell = (x: number, c: string) => circle(x, 985, 55, c) + path(`M${x - 35},950 Q${x},870 ${x + 35},950`, 'none', `stroke="${c}" stroke-width="24"`)
  return (
    rect(0, 0, W, H, '#3b4552') +
    windowView('w', r, 80, 100, 1760, 500, 'day', 6, '#20262d') +
    rect(0, 700, W, H - 700, '#2a2f36') +
    [0, 1, 2, 3].map((i) => line([i * 640 - 200, H], [760 + i * 140, 700], '#353b44', 4)).join('') +
    tread(220) +
    tread(620) +
    tread(1020) +
    tread(1420) +
    rack +
    rect(1250, 900, 420, 50, '#e4572e', 'rx="20"') +
    rect(1300, 950, 20, 90, '#444b55') +
    rect(1600, 950, 20, 90, '#444b55') +
    line([1240, 840], [1880, 840], '#9aa3ad', 10) +
    rect(1270, 770, 40, 140, '#22262b', 'rx="10"') +
    rect(1810, 770, 40, 140, '#22262b', 'rx="10"') +
    bell(1420, '#2f7699') +
    bell(1560, '#f2c14e') +
    bell(1700, '#3aa17e') +
    figure(740, 690, 270, { body: '#e4572e', legs: '#22262b', skin: '#e0b08c', hair: '#3a2a1c', pose: 'run' })
  )
}

function table(x: number, y: number, s: number): string {
  let t = ''
  if (s < 1)
    for (const d of [-1, 1])
      t +=
        rect(x + d * 110 * s - 40 * s, y - 120 * s, 80 * s, 130 * s, '#2e2019', `rx="${24 * s}"`) +
        rect(x + d * 110 * s - 26 * s, y - 106 * s, 52 * s, 60 * s, '#7a4f36', `rx="${16 * s}"`)
  t += ellipse(x, y, 190 * s, 40 * s, '#f7f5f0') + rect(x - 190 * s, y, 380 * s, 90 * s, '#ecebe6')
  for (const dx of [-100, 100]) t += ellipse(x + dx * s, y - 4 * s, 46 * s, 12 * s, '#ffffff', 'stroke="#d8d4cb" stroke-width="2"')
  t += rect(x - 6 * s, y - 46 * s, 12 * s, 40 * s, '#f3efe6') + ellipse(x, y - 56 * s, 6 * s, 12 * s, '#ffb347') + glow(x, y - 56 * s, 16 * s)
  t += poly(
    [
      [x + 30 * s, y - 70 * s],
      [x + 56 * s, y - 70 * s],
      [x + 46 * s, y - 30 * s],
      [x + 40 * s, y - 30 * s],
    ],
    '#f4e3e3',
    'opacity="0.8"',
  )
  return t
}

export function restaurantDining(r: Rnd): string {
  let lamps = ''
  for (const x of [420, 960, 1500])
    lamps += line([x, 0], [x, 200], '#2d2d2d', 4) + glow(x, 250, 60) + path(`M${x - 80},260 Q${x},160 ${x + 80},260 Z`, '#2f3b33')
  return (
    rect(0, 0, W, H, '#4a3526') +
    windowView('w', r, 0, 0, W, 640, 'sunset', 5, '#3a2a1e') +
    rect(0, 640, W, H - 640, '#5a4130') +
    lamps +
    table(360, 760, 0.9) +
    table(960, 740, 0.8) +
    table(1560, 760, 0.9) +
    table(960, 1010, 2.2)
  )
}

export function cafe(r: Rnd): string {
  const steam = [0, 1, 2]
    .map((i) => path(`M${700 + i * 50},700 q-30,-60 0,-120 q30,-60 0,-120`, 'none', 'stroke="#ffffff" stroke-width="10" stroke-linecap="round" opacity="0.5"'))
    .join('')
  let jars = ''
  for (let i = 0; i < 7; i++)
    jars += rect(120 + i * 120, 230 - (i % 3) * 20, 80, 100 + (i % 3) * 20, ['#e6d0a3', '#c88d56', '#9e3b2b', '#f3efe6'][i % 4]!, 'rx="12" opacity="0.9"')
  let sugar = ''
  for (let i = 0; i < 26; i++) sugar += circle(range(r, 1160, 1440), range(r, 850, 930), 5, '#ffffff')
  return (
    rect(0, 0, W, H, '#e9dcc6') +
    rect(80, 330, 960, 18, C.woodDark) +
    jars +
    rect(1180, 120, 600, 340, '#2d3a35', 'stroke="#8a5532" stroke-width="18"') +
    text(1480, 230, 'KAHVILA', 76, '#f3efe6', 'font-weight="bold" letter-spacing="6"') +
    text(1480, 300, 'CAFÉ · KAFÉ', 38, '#cfd8d2') +
    path('M1420,350 h100 v50 q0,40 -50,40 q-50,0 -50,-40 Z', 'none', 'stroke="#f3efe6" stroke-width="6"') +
    rect(0, 560, W, 60, '#e0b07a') +
    rect(0, 620, W, 200, C.wood) +
    rect(200, 420, 260, 140, '#b8bec6', 'rx="14"') +
    rect(240, 480, 60, 80, '#2d2d2d') +
    glow(560, 120, 40) +
    line([560, 0], [560, 100], '#333', 4) +
    path('M510,130 Q560,60 610,130 Z', '#2f5a44') +
    rect(0, 820, W, 260, '#b5835a') +
    line([0, 880], [W, 890], '#a57348', 4) +
    line([0, 990], [W, 980], '#a57348', 4) +
    ellipse(760, 960, 250, 52, '#f7f5f0') +
    ellipse(760, 952, 200, 36, '#e8e4da') +
    path('M600,760 L920,760 Q915,950 760,950 Q605,950 600,760 Z', '#ffffff') +
    path('M915,800 q90,0 80,60 q-10,50 -90,50', 'none', 'stroke="#ffffff" stroke-width="24"') +
    ellipse(760, 762, 160, 26, '#6b3f22') +
    ellipse(760, 762, 120, 16, '#b07a4a') +
    steam +
    ellipse(1300, 960, 240, 50, '#f7f5f0') +
    ellipse(1300, 900, 170, 70, '#c7843f') +
    path('M1300,900 m-20,0 a20,16 0 1,1 40,0 a48,34 0 1,1 -96,0 a80,56 0 1,1 160,0', 'none', 'stroke="#8a5324" stroke-width="10"') +
    sugar
  )
}

export function conferenceRoom(r: Rnd): string {
  const f = floor({ y0: 640, x0l: 760, x0r: 1160, y1: 1080, x1l: 300, x1r: 1620 })
  let chairs = ''
  for (let i = 5; i >= 0; i--) {
    const v = 0.08 + i * 0.17
    const s = 0.5 + v
    for (const u of [-0.08, 1.08]) {
      const [x, y] = f.at(u, v)
      chairs +=
        rect(x - 45 * s, y - 150 * s, 90 * s, 100 * s, '#3c4650', `rx="${18 * s}"`) +
        rect(x - 50 * s, y - 60 * s, 100 * s, 24 * s, '#2d353d', `rx="${8 * s}"`) +
        rect(x - 6 * s, y - 40 * s, 12 * s, 60 * s, '#2d353d')
    }
  }
  let items = ''
  for (let i = 0; i < 4; i++) {
    for (const u of [0.2, 0.8]) {
      const [x, y] = f.at(u, 0.15 + i * 0.22)
      const s = 0.5 + 0.15 + i * 0.22
      items +=
        poly(
          [
            [x - 40 * s, y],
            [x + 40 * s, y],
            [x + 30 * s, y - 45 * s],
            [x - 30 * s, y - 45 * s],
          ],
          '#2a2f36',
        ) + rect(x + 50 * s, y - 30 * s, 14 * s, 28 * s, '#bfe3f2', 'opacity="0.8"')
    }
  }
  let bars = ''
  ;[120, 180, 150, 230, 260].forEach((h, i) => (bars += rect(720 + i * 70, 480 - h, 44, h, i === 4 ? C.orange : C.lake)))
  return (
    rect(0, 0, W, H, '#e9eef1') +
    rect(0, 0, W, 70, '#d5dce1') +
    rect(560, 40, 800, 14, '#fdfcf5') +
    glow(960, 60, 80, '#ffffff') +
    windowView('w', r, 1560, 120, 340, 560, 'day', 2, '#59636d') +
    rect(640, 150, 640, 370, '#22282e', 'rx="10"') +
    rect(660, 170, 600, 330, '#f8fafc') +
    bars +
    path('M720,330 L790,300 L860,310 L930,250 L1000,230 L1060,200', 'none', `stroke="${C.spruceMid}" stroke-width="6"`) +
    rect(0, 640, W, H - 640, '#8a939c') +
    chairs +
    f.quad(-0.02, 0, 1.02, 1.2, '#8a5532') +
    f.quad(0, 0, 1, 1.2, '#a97b50') +
    items +
    plant(120, 700, 1.6)
  )
}

export function educationClassroom(r: Rnd): string {
  const student = (x: number, y: number, s: number, shirt: string, hair: string) =>
    path(`M${x - 90 * s},${y + 60 * s} Q${x - 85 * s},${y - 40 * s} ${x},${y - 45 * s} Q${x + 85 * s},${y - 40 * s} ${x + 90 * s},${y + 60 * s} Z`, shirt) +
    circle(x, y - 85 * s, 48 * s, hair)
  const palette = ['#2f7699', '#e4572e', '#3aa17e', '#f2c14e', '#6d5a9c', '#c8302f']
  let rows = ''
  ;[
    [720, 0.7],
    [850, 0.9],
    [1010, 1.15],
  ].forEach(([y, s], row) => {
    for (let i = 0; i < 5; i++) {
      const x = 960 + (i - 2) * 330 * s! + (row % 2) * 60
      rows += student(x, y!, s!, palette[(i + row * 2) % 6]!, ['#3a2a1c', '#d8b25a', '#6b4a2b', '#1e1e1e'][(i + row) % 4]!)
    }
    rows += rect(0, y! + 40 * s!, W, 40 * s!, C.woodLight) + rect(0, y! + 80 * s!, W, 16 * s!, C.woodDark)
  })
  return (
    rect(0, 0, W, H, '#efe8d6') +
    windowView('w', r, 40, 140, 320, 400, 'day', 2) +
    rect(460, 120, 1000, 420, '#2f4f43', 'stroke="#8a5532" stroke-width="18"') +
    group(
      rect(600, 200, 420, 260, 'none') +
        line([810, 200], [810, 460], '#f3efe6', 4) +
        line([600, 330], [1020, 330], '#f3efe6', 4) +
        circle(700, 260, 18, 'none') +
        circle(920, 400, 18, 'none') +
        path('M700,280 Q760,380 890,395', 'none', 'stroke-dasharray="14 10"'),
      'stroke="#f3efe6" stroke-width="5" fill="none"',
    ) +
    text(1240, 260, 'A + B', 54, '#f3efe6') +
    line([1140, 320], [1340, 320], '#f3efe6', 4) +
    rect(0, 640, W, H - 640, '#b9a88f') +
    figure(1600, 700, 440, { body: '#2f5a44', legs: '#2d3a45', skin: '#d9a57c', hair: '#4a3322', pose: 'point', flip: true }) +
    rows
  )
}
