/** Sports scenes (1920×1080): padel, tennis, pickleball, yoga and coaching. */
import { C, circle, cloud, ellipse, figure, floor, forest, group, hills, lake, line, path, poly, rect, sky, sun, type Rnd } from './draw'

const W = 1920
const H = 1080
type Floor = ReturnType<typeof floor>

/** Court lines: boundary plus the given cross lines (v) and an optional centre line between v0..v1. */
function courtLines(f: Floor, u0: number, u1: number, v0: number, v1: number, cross: number[], centre: [number, number] | null, width = 6): string {
  let s =
    f.seg(u0, v0, u1, v0, '#ffffff', width) +
    f.seg(u0, v0, u0, v1, '#ffffff', width) +
    f.seg(u1, v0, u1, v1, '#ffffff', width) +
    f.seg(u0, v1, u1, v1, '#ffffff', width)
  for (const v of cross) s += f.seg(u0, v, u1, v, '#ffffff', width)
  if (centre) s += f.seg((u0 + u1) / 2, centre[0], (u0 + u1) / 2, centre[1], '#ffffff', width)
  return s
}

/** A net across the court at depth v (height in px at that depth). */
function net(f: Floor, v: number, u0: number, u1: number, height: number): string {
  const [ax, ay] = f.at(u0, v)
  const [bx, by] = f.at(u1, v)
  let s = poly(
    [
      [ax, ay],
      [bx, by],
      [bx, by - height],
      [ax, ay - height],
    ],
    '#1c1f24',
    'opacity="0.55"',
  )
  for (let x = ax; x < bx; x += 14) s += line([x, ay - height], [x, ay], '#0e1013', 1.5, 'opacity="0.6"')
  return (
    s +
    line([ax, ay - height], [bx, by - height], '#ffffff', 7) +
    line([ax, ay], [ax, ay - height - 10], '#3a3f46', 10) +
    line([bx, by], [bx, by - height - 10], '#3a3f46', 10)
  )
}

function racket(x: number, y: number, s: number, face: string, angle: number): string {
  return group(
    rect(-8, 40, 16, 70, '#22262b', 'rx="6"') + ellipse(0, 0, 48, 58, face, 'stroke="#22262b" stroke-width="8"'),
    `transform="translate(${x} ${y}) rotate(${angle}) scale(${s})"`,
  )
}

export function padelCourt(r: Rnd): string {
  const f = floor({ y0: 560, x0l: 640, x0r: 1280, y1: 1080, x1l: -200, x1r: 2120 })
  let walls = ''
  // glass back wall and side fences (mesh) rising from the court edges
  const [bl, br] = [f.at(0, 0), f.at(1, 0)]
  walls +=
    poly([bl, br, [br[0], br[1] - 170], [bl[0], bl[1] - 170]], '#bfe3f2', 'opacity="0.45"') + line([bl[0], bl[1] - 170], [br[0], br[1] - 170], '#2d333a', 6)
  for (const u of [0, 1]) {
    for (let k = 0; k <= 10; k++) {
      const v = k / 10
      const [x, y] = f.at(u, v)
      const hgt = 170 * (1 + v * 2.2)
      walls += line([x, y], [x, y - hgt], '#2d333a', 4 + v * 6)
      if (k < 10) {
        const [x2, y2] = f.at(u, (k + 1) / 10)
        const h2 = 170 * (1 + ((k + 1) / 10) * 2.2)
        walls += poly(
          [
            [x, y],
            [x2, y2],
            [x2, y2 - h2],
            [x, y - hgt],
          ],
          k < 2 ? '#bfe3f2' : 'none',
          k < 2 ? 'opacity="0.4"' : '',
        )
        for (let m = 1; m < 6; m++) walls += line([x, y - (hgt * m) / 6], [x2, y2 - (h2 * m) / 6], '#2d333a', 1.5, 'opacity="0.5"')
      }
    }
  }
  return (
    sky('s', W, H, ['#78b4e0', '#d2e9f4', '#f7e3bf']) +
    cloud(1500, 150, 1.2) +
    hills(r, W, H, 470, 80, '#7d9fb0') +
    forest(r, -40, W + 40, 560, 120, 280, 90, [C.spruceDeep, C.spruce, C.spruceMid]) +
    rect(0, 555, W, H - 555, '#4e6b58') +
    f.quad(-0.06, -0.02, 1.06, 1.2, '#2c5a8f') +
    f.quad(0, 0, 1, 1.2, '#2f6db0') +
    courtLines(f, 0, 1, 0, 1.2, [0.12, 0.78], [0.12, 0.78]) +
    figure(860, 600, 130, { body: '#f2c14e', legs: '#22313f', skin: '#e0b08c', hair: '#3a2a1c', pose: 'stand' }) +
    figure(1080, 610, 130, { body: '#e4572e', legs: '#22313f', skin: '#e8b894', hair: '#d8b25a', pose: 'walk' }) +
    net(f, 0.4, -0.01, 1.01, 80) +
    walls +
    figure(1300, 1040, 420, { body: '#2f7699', legs: '#1e2a36', skin: '#e8b894', hair: '#6b4a2b', pose: 'wave' }) +
    racket(1400, 600, 1.6, '#22262b', 20) +
    circle(1140, 520, 14, '#e1f05a')
  )
}

export function tennisHall(_r: Rnd): string {
  const f = floor({ y0: 620, x0l: 640, x0r: 1280, y1: 1080, x1l: -260, x1r: 2180 })
  let arches = ''
  for (let i = 0; i < 6; i++)
    arches += path(`M${-200 + i * 60},700 Q960,${-260 + i * 70} ${2120 - i * 60},700`, 'none', `stroke="#c9d3dc" stroke-width="${10 - i}"`)
  let lamps = ''
  for (let i = 0; i < 5; i++)
    for (const d of [-1, 1])
      lamps +=
        ellipse(960 + d * (160 + i * 40), 120 + i * 70, 50 - i * 4, 10, '#fffbe8') +
        circle(960 + d * (160 + i * 40), 126 + i * 70, 40, '#fffbe8', 'opacity="0.15"')
  return (
    rect(0, 0, W, H, '#eef2f5') +
    arches +
    lamps +
    rect(0, 440, W, 200, '#2f4a3c') +
    f.quad(-0.4, -0.06, 1.4, 1.2, '#3f7a5e') +
    f.quad(0.08, 0.02, 0.92, 1.2, '#2f6c9a') +
    courtLines(f, 0.08, 0.92, 0.02, 1.4, [0.26, 0.86], [0.26, 0.86]) +
    f.seg(0.17, 0.02, 0.17, 1.4, '#ffffff', 5) +
    f.seg(0.83, 0.02, 0.83, 1.4, '#ffffff', 5) +
    figure(900, 640, 110, { body: '#ffffff', legs: '#22313f', skin: '#d9a57c', hair: '#1e1e1e', pose: 'run' }) +
    net(f, 0.56, 0.04, 0.96, 70) +
    figure(1260, 1060, 380, { body: '#e4572e', legs: '#f3efe6', skin: '#e8b894', hair: '#d8b25a', pose: 'wave', flip: true }) +
    racket(1160, 680, 1.5, '#f3efe6', -30) +
    circle(1000, 500, 12, '#e1f05a')
  )
}

export function pickleball(r: Rnd): string {
  const f = floor({ y0: 600, x0l: 660, x0r: 1260, y1: 1080, x1l: 40, x1r: 1880 })
  let holes = ''
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2
    holes += circle(1420 + Math.cos(a) * 52, 900 + Math.sin(a) * 52, 9, '#b9c93a')
  }
  let fence = ''
  for (let x = 0; x <= W; x += 120) fence += line([x, 420], [x, 600], '#3a3f46', 6)
  return (
    sky('s', W, H, ['#5eaee6', '#cde9f7']) +
    sun(1650, 140, 50, '#fff7d6', 0.3) +
    cloud(420, 180, 1.1) +
    forest(r, -40, W + 40, 460, 150, 320, 70, [C.spruceDeep, C.spruce, C.spruceMid]) +
    rect(0, 440, W, 160, '#2f5a44', 'opacity="0.85"') +
    fence +
    line([0, 440], [W, 440], '#3a3f46', 6) +
    rect(0, 600, W, H - 600, '#4f8c5f') +
    f.quad(0.05, 0, 0.95, 1.1, '#2f6fa8') +
    f.quad(0.05, 0.36, 0.95, 0.64, '#4b9fd1') +
    courtLines(f, 0.05, 0.95, 0, 1.1, [0.36, 0.64], null) +
    f.seg(0.5, 0, 0.5, 0.36, '#ffffff', 6) +
    f.seg(0.5, 0.64, 0.5, 1.1, '#ffffff', 6) +
    figure(780, 640, 120, { body: '#f2c14e', legs: '#22313f', skin: '#e0b08c', hair: '#6b4a2b', pose: 'walk' }) +
    net(f, 0.5, 0.02, 0.98, 60) +
    group(
      rect(-18, 90, 36, 120, '#22262b', 'rx="10"') +
        rect(-80, -110, 160, 210, '#e4572e', 'rx="60"') +
        rect(-60, -90, 120, 40, '#ffffff', 'rx="16" opacity="0.3"'),
      'transform="translate(1660 880) rotate(-28)"',
    ) +
    ellipse(1420, 990, 70, 14, '#000000', 'opacity="0.2"') +
    circle(1420, 900, 80, '#dff05a') +
    holes +
    circle(1420, 900, 12, '#b9c93a')
  )
}

export function yoga(r: Rnd): string {
  const hz = 600
  const f = floor({ y0: 720, x0l: 300, x0r: 1620, y1: 1080, x1l: -300, x1r: 2220 })
  let deck = ''
  for (let k = 0; k < 16; k++) deck += f.quad(k / 16, 0, (k + 0.95) / 16, 1.1, k % 2 ? C.woodLight : '#d9a56c')
  const far = hills(r, W, H, 560, 60, '#8b94b8') + forest(r, 0, W, hz + 4, 30, 80, 120, ['#3d4f63', '#465a6e'])
  const mat = (u0: number, u1: number, v0: number, v1: number, c: string) => f.quad(u0, v0, u1, v1, c)
  return (
    sky('s', W, H, ['#9cc2e6', '#f4c6b4', '#fbe0b8']) +
    sun(960, 600, 90, '#fff1cf', 0.4) +
    far +
    lake('l', r, W, H, hz, '#f3c6a6', '#5e7fa6', '#fff3de') +
    deck +
    mat(0.14, 0.26, 0.1, 0.7, '#3aa17e') +
    mat(0.44, 0.56, 0.15, 0.85, '#e4572e') +
    mat(0.74, 0.86, 0.1, 0.7, '#6d5a9c') +
    figure(f.at(0.2, 0.45)[0], f.at(0.2, 0.45)[1], 300, { body: '#2f7699', legs: '#22313f', skin: '#e0b08c', hair: '#3a2a1c', pose: 'warrior' }) +
    figure(f.at(0.8, 0.45)[0], f.at(0.8, 0.45)[1], 300, { body: '#f2c14e', legs: '#22313f', skin: '#e8b894', hair: '#d8b25a', pose: 'warrior', flip: true }) +
    figure(f.at(0.5, 0.6)[0], f.at(0.5, 0.6)[1], 400, { body: '#f3efe6', legs: '#3a4450', skin: '#d9a57c', hair: '#1e1e1e', pose: 'tree' })
  )
}

export function studentCoach(r: Rnd): string {
  let track = rect(0, 760, W, 240, '#b85a3c')
  for (let i = 0; i <= 5; i++) track += line([-40, 760 + i * 48], [W + 40, 760 + i * 48], '#f3efe6', 4)
  let stripes = ''
  for (let i = 0; i < 8; i++)
    stripes += poly(
      [
        [i * 260, 640],
        [i * 260 + 130, 640],
        [i * 260 + 100, 760],
        [i * 260 - 30, 760],
      ],
      '#6fa556',
      'opacity="0.6"',
    )
  const cone = (x: number, y: number) =>
    poly(
      [
        [x - 22, y],
        [x + 22, y],
        [x, y - 50],
      ],
      C.orange,
    ) + rect(x - 28, y - 4, 56, 8, '#d9702a')
  return (
    sky('s', W, H, ['#6fb2e3', '#d7edf7']) +
    cloud(1300, 140, 1.3) +
    hills(r, W, H, 480, 80, '#86a7b8') +
    forest(r, -40, W + 40, 560, 120, 260, 80, [C.spruceDeep, C.spruce, C.spruceMid]) +
    rect(0, 560, W, 80, '#9aa3ad') +
    rect(0, 600, W, 40, '#7d868f') +
    rect(0, 640, W, 120, '#82b864') +
    stripes +
    track +
    rect(0, 1000, W, 80, '#82b864') +
    cone(300, 900) +
    cone(520, 900) +
    cone(740, 900) +
    figure(1180, 960, 420, { body: '#2f5a44', legs: '#22313f', skin: '#d9a57c', hair: '#4a3322', pose: 'point', flip: true }) +
    rect(1205, 720, 70, 90, '#f3efe6', 'stroke="#8a5532" stroke-width="6"') +
    line([1150, 610], [1180, 680], '#f2c14e', 4) +
    circle(1180, 684, 10, '#9aa3ad') +
    figure(700, 940, 340, { body: '#e4572e', legs: '#22313f', skin: '#e8b894', hair: '#d8b25a', pose: 'run' }) +
    rect(690, 700, 40, 40, '#ffffff', 'rx="4"') +
    ellipse(1180, 965, 90, 12, '#000000', 'opacity="0.15"') +
    ellipse(700, 945, 80, 10, '#000000', 'opacity="0.15"')
  )
}
