/** Graphic images: the gift card (1920×1080) and abstract person portraits (800×800). */
import { C, circle, ellipse, grad, group, path, poly, range, rect, spruce, text, type Rnd } from './draw'

export function giftCard(r: Rnd): string {
  let pattern = ''
  for (let i = 0; i < 40; i++) pattern += spruce(range(r, 0, 1920), range(r, 80, 1100), range(r, 60, 160), '#ffffff')
  let flakes = ''
  for (let i = 0; i < 70; i++) flakes += circle(range(r, 0, 1920), range(r, 0, 1080), range(r, 2, 6), '#ffffff', 'opacity="0.35"')
  const card = `<defs><clipPath id="card"><rect x="460" y="270" width="1000" height="560" rx="40"/></clipPath></defs>`
  let hillsOnCard = path('M460,720 Q700,640 960,700 T1460,660 L1460,830 L460,830 Z', '#1c4a66')
  for (let i = 0; i < 14; i++)
    hillsOnCard += spruce(480 + i * 70 + range(r, -10, 10), 760 + range(r, 0, 30), range(r, 90, 150), i % 2 ? C.spruceDeep : C.spruce)
  const bow =
    path('M1250,420 C1160,320 1080,350 1110,410 C1130,450 1200,440 1250,420 Z', '#d64533') +
    path('M1250,420 C1340,320 1420,350 1390,410 C1370,450 1300,440 1250,420 Z', '#d64533') +
    poly(
      [
        [1240, 420],
        [1180, 560],
        [1215, 545],
        [1230, 580],
      ],
      '#b8392a',
    ) +
    poly(
      [
        [1260, 420],
        [1320, 560],
        [1285, 545],
        [1270, 580],
      ],
      '#b8392a',
    ) +
    ellipse(1250, 420, 34, 28, '#e25a45')
  return (
    grad('bg', ['#1f3d2f', '#2f5a44'], 'h') +
    rect(0, 0, 1920, 1080, 'url(#bg)') +
    group(pattern, 'opacity="0.06"') +
    flakes +
    group(
      rect(480, 295, 1000, 560, '#000000', 'rx="40" opacity="0.3"') +
        grad('cg', ['#2f7699', '#1c4a66', '#163a50'], 'h') +
        card +
        rect(460, 270, 1000, 560, 'url(#cg)', 'rx="40"') +
        group(hillsOnCard + circle(720, 400, 60, C.gold, 'opacity="0.9"'), 'clip-path="url(#card)"') +
        rect(1215, 270, 70, 560, '#d64533') +
        rect(460, 385, 1000, 70, '#d64533') +
        text(820, 560, 'Kuusirinne', 110, '#ffffff', 'font-weight="bold"') +
        text(820, 620, 'RESORT', 36, '#f2c14e', 'letter-spacing="14"') +
        bow +
        rect(460, 270, 1000, 560, 'none', 'rx="40" stroke="#ffffff" stroke-width="3" opacity="0.4"'),
      'transform="rotate(-6 960 550)"',
    )
  )
}

type Style = 'short' | 'long' | 'bun' | 'beanie' | 'curly' | 'beard'
type Look = { bg: [string, string]; skin: string; hair: string; shirt: string; style: Style; collar: 'v' | 'round' | 'hood' }

export const LOOKS: Look[] = [
  { bg: ['#9fd3ee', '#2f7699'], skin: '#f0c8a0', hair: '#d8b25a', shirt: '#e4572e', style: 'long', collar: 'round' },
  { bg: ['#f6c98a', '#e08a2e'], skin: '#c98d62', hair: '#2b1d14', shirt: '#2f5a44', style: 'short', collar: 'v' },
  { bg: ['#bfe3c8', '#3f7a52'], skin: '#e8b894', hair: '#6b3f22', shirt: '#2f7699', style: 'bun', collar: 'round' },
  { bg: ['#d7c9ef', '#6d5a9c'], skin: '#f3d1b5', hair: '#9e3b2b', shirt: '#f2c14e', style: 'beanie', collar: 'hood' },
  { bg: ['#f7c1b4', '#c8503f'], skin: '#8d5a3b', hair: '#1e1612', shirt: '#22313f', style: 'curly', collar: 'round' },
  { bg: ['#cfe0ea', '#5d7f8f'], skin: '#e2ab86', hair: '#8a7a6a', shirt: '#3aa17e', style: 'beard', collar: 'v' },
]

export function portrait(look: Look, id: string): string {
  const { skin, hair, shirt } = look
  const hairBack =
    look.style === 'long'
      ? path('M262,420 C240,250 320,225 400,225 C480,225 560,250 538,420 L560,640 C500,660 450,640 440,610 L360,610 C350,640 300,660 240,640 Z', hair)
      : ''
  const top: Record<Style, string> = {
    short: path('M276,400 C262,260 340,236 400,236 C470,232 546,270 526,398 C512,330 470,300 400,298 C330,298 292,332 276,400 Z', hair),
    long: path('M276,410 C262,262 340,236 400,236 C470,232 546,266 524,410 C500,330 440,300 380,306 C330,310 292,340 276,410 Z', hair),
    bun:
      path('M278,392 C264,262 340,240 400,240 C470,236 544,270 524,392 C510,326 470,300 400,300 C330,300 294,330 278,392 Z', hair) + circle(400, 222, 58, hair),
    beanie: path('M270,372 C270,220 530,220 530,372 Z', '#2f7699') + rect(262, 340, 276, 56, '#e9e2d0', 'rx="24"') + circle(400, 218, 38, '#e9e2d0'),
    curly: Array.from({ length: 11 }, (_, i) => {
      const a = Math.PI * (1.05 + (i / 10) * 0.9)
      return circle(400 + Math.cos(a) * 128, 392 + Math.sin(a) * 150, 50, hair)
    }).join(''),
    beard:
      ellipse(290, 380, 22, 56, hair) +
      ellipse(510, 380, 22, 56, hair) +
      path('M284,430 C290,560 350,580 400,580 C450,580 510,560 516,430 C500,500 450,516 400,516 C350,516 300,500 284,430 Z', hair),
  }
  const collar = {
    v: poly(
      [
        [344, 616],
        [456, 616],
        [400, 700],
      ],
      skin,
    ),
    round: ellipse(400, 618, 70, 26, skin),
    hood: path('M250,640 C290,580 510,580 550,640 C500,610 300,610 250,640 Z', '#e9e2d0'),
  }[look.collar]
  return (
    `<defs><radialGradient id="${id}" cx="50%" cy="35%" r="75%"><stop offset="0%" stop-color="${look.bg[0]}"/><stop offset="100%" stop-color="${look.bg[1]}"/></radialGradient></defs>` +
    rect(0, 0, 800, 800, `url(#${id})`) +
    circle(620, 160, 120, '#ffffff', 'opacity="0.12"') +
    circle(150, 650, 90, '#ffffff', 'opacity="0.08"') +
    path('M110,800 C120,660 230,600 400,600 C570,600 680,660 690,800 Z', shirt) +
    hairBack +
    rect(352, 500, 96, 130, skin, 'rx="40"') +
    rect(352, 520, 96, 40, '#000000', 'rx="20" opacity="0.08"') +
    collar +
    ellipse(282, 420, 22, 34, skin) +
    ellipse(518, 420, 22, 34, skin) +
    ellipse(400, 410, 122, 150, skin) +
    top[look.style]
  )
}
