import type { Field } from 'payload'
import { shortEnumName } from '@/fields/dbName'
import { l, type AdminLabel } from '@/i18n/admin/labels'

/** Kinds with one list price that a fixed member price can stand in for (src/domain/pricing/memberPrice.ts `listPriceOf`). */
const fixedPriceKinds = ['activity', 'court', 'ticket', 'pass', 'education']

type Siblings = { kind?: string | null; percent?: number | null; price?: number | null }
type Ctx = { siblingData?: Siblings; data?: { kind?: string }; req?: { i18n?: { language?: string } } }

const say = (ctx: Ctx, text: AdminLabel) => {
  const lang = ctx.req?.i18n?.language
  return lang === 'en' || lang === 'sv' ? text[lang] : text.fi
}

const shown = (kind: 'percent' | 'fixed') => (_: unknown, siblings: Siblings) => siblings?.kind === kind

/**
 * The product's member price (docs/shop.md#member-prices): what signed-in loyalty programme members
 * pay. Staff choose a percentage off, or a fixed member price where the product has one list price.
 */
export const memberPriceFields: Field = {
  name: 'memberPrice',
  type: 'group',
  label: l('Jäsenhinta', 'Member price', 'Medlemspris'),
  admin: {
    description: l(
      'Kuusirinteen Ystävät -kanta-asiakkaiden hinta. Näkyy ja veloitetaan vain kirjautuneelta jäseneltä; muut maksavat normaalihinnan. Alennuskoodit lasketaan jäsenhinnasta.',
      'The price for members of the Kuusirinne Friends loyalty programme. Shown and charged only to a signed-in member; everyone else pays the normal price. Discount codes are taken off the member price.',
      'Priset för medlemmar i kundprogrammet Kuusirinnes Vänner. Visas och debiteras bara en inloggad medlem; alla andra betalar normalpriset. Rabattkoder dras av från medlemspriset.',
    ),
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          label: l('Jäsenhinnan tyyppi', 'Kind of member price', 'Typ av medlemspris'),
          enumName: shortEnumName('member_price'),
          options: [
            { value: 'percent', label: l('Prosenttia normaalihinnasta', 'Percentage off the normal price', 'Procent av normalpriset') },
            { value: 'fixed', label: l('Kiinteä jäsenhinta', 'Fixed member price', 'Fast medlemspris') },
          ],
          admin: {
            description: l('Tyhjä: ei jäsenhintaa', 'Empty: no member price', 'Tomt: inget medlemspris'),
            isClearable: true,
          },
        },
        {
          name: 'percent',
          type: 'number',
          label: l('Alennus (%)', 'Discount (%)', 'Rabatt (%)'),
          min: 0,
          max: 100,
          admin: {
            condition: shown('percent'),
            step: 0.5,
            description: l(
              'Esim. 10 = jäsen maksaa 90 % normaalihinnasta (pyöristys lähimpään senttiin)',
              'E.g. 10 = members pay 90 % of the normal price (rounded to the nearest cent)',
              'T.ex. 10 = medlemmar betalar 90 % av normalpriset (avrundat till närmaste cent)',
            ),
          },
          validate: (value: unknown, ctx: Ctx) => {
            if (ctx.siblingData?.kind !== 'percent') return true
            // At most two decimals; 0.07 * 100 is not exactly 7 in floating point.
            if (typeof value === 'number' && value > 0 && value <= 100 && Math.abs(value * 100 - Math.round(value * 100)) < 1e-9) return true
            return say(ctx, l('Anna prosentti väliltä 0,01–100', 'Give a percentage from 0.01 to 100', 'Ange en procentsats från 0,01 till 100'))
          },
        },
        {
          name: 'price',
          type: 'number',
          label: l('Jäsenhinta (senttiä)', 'Member price (cents)', 'Medlemspris (cent)'),
          min: 0,
          admin: {
            condition: shown('fixed'),
            step: 1,
            description: l(
              'Sentteinä sis. alv, samassa yksikössä kuin tuotteen hinta (henkilö, tunti, lippu), esim. 2160 = 21,60 €',
              'Cents incl. VAT, in the same unit as the product’s price (person, hour, ticket), e.g. 2160 = 21.60 €',
              'Cent inkl. moms, i samma enhet som produktens pris (person, timme, biljett), t.ex. 2160 = 21,60 €',
            ),
          },
          validate: (value: unknown, ctx: Ctx) => {
            if (ctx.siblingData?.kind !== 'fixed') return true
            if (!fixedPriceKinds.includes(ctx.data?.kind ?? ''))
              return say(
                ctx,
                l(
                  'Majoituksen, kurssin ja lahjakortin hinta vaihtelee: käytä prosenttia',
                  'Stays, courses and gift cards have varying prices: use a percentage',
                  'Boende, kurser och presentkort har varierande priser: använd procent',
                ),
              )
            if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return true
            return say(ctx, l('Anna kokonaisina sentteinä (≥ 0)', 'Give whole cents (≥ 0)', 'Ange hela cent (≥ 0)'))
          },
        },
      ],
    },
  ],
}
