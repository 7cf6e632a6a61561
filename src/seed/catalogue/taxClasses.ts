import type { SeedTaxClass } from './types'

/**
 * Finnish VAT classes of the demo shop. Rates are listed oldest first; the rate in force on a day is
 * the last row whose `validFrom` is on or before it.
 *
 * - Accommodation and the right to use sports facilities / take part in exercise moved from the 10 %
 *   rate to the 14 % rate on 1.1.2025, and the 14 % rate was lowered to 13.5 % on 1.1.2026.
 * - The general rate (courses, guided tours, equipment hire and other services) rose from 24 % to
 *   25.5 % on 1.9.2024.
 * - Multi-purpose gift cards are not taxed when sold (VAT is charged when they are redeemed).
 * - Vocational education by an authorised provider is VAT-exempt.
 */
export const seedTaxClasses: SeedTaxClass[] = [
  {
    code: 'accommodation',
    name: 'Majoituspalvelut (alennettu verokanta)',
    rates: [
      { validFrom: '2020-01-01', basisPoints: 1000 },
      { validFrom: '2025-01-01', basisPoints: 1400 },
      { validFrom: '2026-01-01', basisPoints: 1350 },
    ],
  },
  {
    code: 'sports',
    name: 'Liikuntapaikkojen käyttö ja liikuntapalvelut (alennettu verokanta)',
    rates: [
      { validFrom: '2020-01-01', basisPoints: 1000 },
      { validFrom: '2025-01-01', basisPoints: 1400 },
      { validFrom: '2026-01-01', basisPoints: 1350 },
    ],
  },
  {
    code: 'services',
    name: 'Kurssit, opastetut retket ja muut palvelut (yleinen verokanta)',
    rates: [
      { validFrom: '2020-01-01', basisPoints: 2400 },
      { validFrom: '2024-09-01', basisPoints: 2550 },
    ],
  },
  {
    code: 'giftcard',
    name: 'Lahjakortit (monikäyttöinen arvoseteli, ei veroa myyntihetkellä)',
    rates: [{ validFrom: '2020-01-01', basisPoints: 0 }],
  },
  {
    code: 'education',
    name: 'Ammatillinen koulutus (arvonlisäverosta vapaa)',
    rates: [{ validFrom: '2020-01-01', basisPoints: 0 }],
  },
]
