import { loc, md } from './text'
import type { SeedTicket } from './types'

/** Same hours as the swimming hall page and the opening-hours popup. */
const POOL_OPENING: SeedTicket['opening'] = [
  { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '06:30', closes: '21:00' },
  { days: ['sat', 'sun'], opens: '09:00', closes: '20:00' },
]

export const POOL = 'UIMAHALLI'
const DAILY_CAPACITY = 250

const ticketDescription = (fi: string, en: string, sv: string) =>
  loc(
    md(
      fi,
      'Lippu on voimassa valitsemanasi päivänä koko aukioloajan, ja se sisältää pääsyn kaikkiin altaisiin ja kylpylän saunamaailmaan. Näytä lippu puhelimesta kassalla.',
    ),
    md(
      en,
      'The ticket is valid all day on the date you choose and includes all the pools and the spa’s sauna area. Just show the ticket on your phone at the desk.',
    ),
    md(
      sv,
      'Biljetten gäller hela öppettiden den dag du väljer och ger tillgång till alla bassänger och spaets bastuavdelning. Visa biljetten i mobilen i kassan.',
    ),
  )

export const seedTickets: SeedTicket[] = [
  {
    kind: 'ticket',
    code: 'UINTI-AIKUINEN',
    ageGroup: 'adult',
    name: loc('Uimalippu, aikuinen', 'Swimming ticket, adult', 'Simbiljett, vuxen'),
    marketingName: loc('Aikuisen kertalippu', 'Adult single ticket', 'Engångsbiljett för vuxen'),
    shortDescription: loc(
      'Päivän kertalippu uimahalliin ja saunoihin 15 vuotta täyttäneille.',
      'A single-day ticket to the swimming hall and saunas for ages 15 and over.',
      'En dagsbiljett till simhallen och bastuavdelningen för personer från 15 år.',
    ),
    description: ticketDescription(
      'Aikuisen lippu on tarkoitettu 15 vuotta täyttäneille. 25 metrin kuntoaltaassa on aamuisin rauhalliset ratauintivuorot.',
      'The adult ticket is for ages 15 and over. The 25-metre lap pool has quiet lane swimming in the mornings.',
      'Vuxenbiljetten gäller från 15 år. I den 25 meter långa motionsbassängen finns lugna bansimningstider på morgnarna.',
    ),
    image: 'swimming-hall',
    images: ['spa-sauna'],
    categories: ['UIMAHALLI'],
    taxClass: 'sports',
    slug: loc('aikuinen', 'adult', 'vuxen'),
    price: 950,
    pool: POOL,
    dailyCapacity: DAILY_CAPACITY,
    opening: POOL_OPENING,
  },
  {
    kind: 'ticket',
    code: 'UINTI-LAPSI',
    ageGroup: 'child',
    name: loc('Uimalippu, lapsi', 'Swimming ticket, child', 'Simbiljett, barn'),
    marketingName: loc('Lapsen kertalippu (5–14 v.)', 'Child single ticket (5–14)', 'Engångsbiljett för barn (5–14 år)'),
    shortDescription: loc(
      'Päivän kertalippu uimahalliin 5–14-vuotiaille.',
      'A single-day swimming hall ticket for children aged 5 to 14.',
      'En dagsbiljett till simhallen för barn i åldern 5–14 år.',
    ),
    description: ticketDescription(
      'Lasten lippu on 5–14-vuotiaille. Alle 10-vuotiaat uivat aina aikuisen valvonnassa, ja 32-asteinen lastenallas liukumäkineen on lasten suosikki.',
      'The child ticket is for ages 5 to 14. Children under 10 must always be supervised by an adult, and the 32 °C children’s pool with its slide is a favourite.',
      'Barnbiljetten gäller för 5–14-åringar. Barn under 10 år simmar alltid under uppsikt av en vuxen, och den 32-gradiga barnbassängen med rutschkana är barnens favorit.',
    ),
    image: 'swimming-hall',
    images: ['kids-playground'],
    categories: ['UIMAHALLI'],
    taxClass: 'sports',
    slug: loc('lapsi', 'child', 'barn'),
    price: 550,
    pool: POOL,
    dailyCapacity: DAILY_CAPACITY,
    opening: POOL_OPENING,
  },
  {
    kind: 'ticket',
    code: 'UINTI-PIENI',
    ageGroup: 'smallChild',
    name: loc('Uimalippu, alle 5-vuotias', 'Swimming ticket, under 5', 'Simbiljett, under 5 år'),
    marketingName: loc('Pienen lapsen lippu (0–4 v.)', 'Small child ticket (0–4)', 'Biljett för småbarn (0–4 år)'),
    shortDescription: loc(
      'Maksuton lippu alle 5-vuotiaalle aikuisen seurassa – varaa, jotta paikka on varmasti tiedossa.',
      'A free ticket for under-5s with an adult – book it so we know to expect you.',
      'En gratis biljett för barn under 5 år i sällskap av en vuxen – boka så att platsen är säkrad.',
    ),
    description: ticketDescription(
      'Alle 5-vuotiaat uivat maksutta aikuisen seurassa. Lippu kannattaa silti varata, koska se lasketaan hallin päiväkapasiteettiin. Uimavaippa on pakollinen.',
      'Children under 5 swim free of charge with an adult. Please still book a ticket, as it counts towards the hall’s daily capacity. A swim nappy is compulsory.',
      'Barn under 5 år simmar gratis i sällskap av en vuxen. Boka ändå en biljett, eftersom den räknas in i hallens dagskapacitet. Simblöja är obligatorisk.',
    ),
    image: 'swimming-hall',
    categories: ['UIMAHALLI'],
    taxClass: 'sports',
    slug: loc('alle-5-vuotias', 'under-5', 'under-5-ar'),
    price: 0,
    pool: POOL,
    dailyCapacity: DAILY_CAPACITY,
    opening: POOL_OPENING,
  },
]
