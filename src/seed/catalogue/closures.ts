import { loc } from './text'
import { POOL } from './tickets'
import type { SeedClosure } from './types'

/** The swimming hall's annual maintenance, as the demo's alert, popup and articles announce it. */
export const seedClosures: SeedClosure[] = [
  {
    name: 'Uimahallin vuosihuolto 2026',
    from: '2026-12-01',
    to: '2026-12-14',
    reason: loc(
      'Uimahalli on suljettu vuosihuollon vuoksi. Kylpylän saunat ja kuntosali ovat auki normaalisti.',
      'The swimming hall is closed for annual maintenance. The spa saunas and gym are open as usual.',
      'Simhallen är stängd för årligt underhåll. Spaets bastur och gymmet är öppna som vanligt.',
    ),
    pools: [POOL],
  },
]
