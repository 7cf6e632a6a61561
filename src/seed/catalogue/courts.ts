import { loc, md } from './text'
import type { SeedCourtSport } from './types'

/** Halls are open Mon–Fri 07:00–22:00 and Sat–Sun 08:00–20:00. */
const HALL_OPENING: SeedCourtSport['opening'] = [
  { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '07:00', closes: '22:00' },
  { days: ['sat', 'sun'], opens: '08:00', closes: '20:00' },
]

export const seedCourtSports: SeedCourtSport[] = [
  {
    kind: 'court',
    code: 'TENNIS-SISA',
    assortmentCode: 'INDOOR_TENNIS',
    sport: loc('Tennis', 'Tennis', 'Tennis'),
    name: loc('Sisätenniskenttä', 'Indoor tennis court', 'Tennisbana inomhus'),
    marketingName: loc('Tennisvuoro tennishallissa', 'Court time in the tennis hall', 'Speltid i tennishallen'),
    shortDescription: loc(
      'Varaa vuoro tennishallin kahdelta kovapintaiselta kentältä 60–120 minuutiksi.',
      'Book one of the tennis hall’s two hard courts for 60 to 120 minutes.',
      'Boka en av tennishallens två hardcourtbanor för 60–120 minuter.',
    ),
    description: loc(
      md(
        'Tennishallissa on kaksi kilpailumittaista kovapintakenttää, tasainen valaistus ja hyvä ilmanvaihto. Hallissa pelataan ympäri vuoden säästä riippumatta.',
        '- Mailavuokra 5 € ja pallot 6 € / putki vastaanotosta\n- Pukuhuoneet ja saunat hallin päädyssä\n- Kenttämaksu jaetaan helposti pelikavereiden kesken',
      ),
      md(
        'The tennis hall has two full-size hard courts, even lighting and good ventilation. You can play all year round whatever the weather.',
        '- Racket hire €5 and balls €6 per tube at reception\n- Changing rooms and saunas at the end of the hall\n- Easy to split the court fee with your playing partners',
      ),
      md(
        'Tennishallen har två tävlingsbanor med hardcourt, jämn belysning och bra ventilation. Här spelar du året runt oavsett väder.',
        '- Racket 5 € och bollar 6 € per rör i receptionen\n- Omklädningsrum och bastur i hallens ände\n- Banavgiften är lätt att dela med medspelarna',
      ),
    ),
    image: 'tennis-hall',
    categories: ['KENTAT'],
    taxClass: 'sports',
    filters: { sport: ['tennis'] },
    slug: loc('tennis', 'tennis', 'tennis'),
    hourlyPrice: 2800,
    durations: [60, 90, 120],
    opening: HALL_OPENING,
    courts: [
      { code: 'TENNIS-1', name: loc('Tenniskenttä 1', 'Tennis court 1', 'Tennisbana 1') },
      { code: 'TENNIS-2', name: loc('Tenniskenttä 2', 'Tennis court 2', 'Tennisbana 2') },
    ],
  },
  {
    kind: 'court',
    code: 'PADEL-SISA',
    pageKey: 'productPadel',
    assortmentCode: 'INDOOR_PADEL',
    sport: loc('Padel', 'Padel', 'Padel'),
    name: loc('Sisäpadelkenttä', 'Indoor padel court', 'Padelbana inomhus'),
    marketingName: loc('Sisäpadel, 60 min', 'Indoor padel, 60 min', 'Padel inomhus, 60 min'),
    shortDescription: loc(
      'Varaa lasiseinäinen panoraamakenttä padelhallista neljän pelaajan nelinpeliin.',
      'Book a glass-walled panoramic court in the padel hall for a game of doubles.',
      'Boka en panoramabana med glasväggar i padelhallen för en dubbelmatch.',
    ),
    description: loc(
      md(
        'Padelhallin panoraamakentillä on lasiseinät, tekonurmi ja kunnon valaistus. Padelia pelataan nelinpelinä, joten yksi vuoro riittää neljälle pelaajalle.',
        '- Mailavuokra 5 € / maila ja pallot 6 € / putki\n- Aloittelijoiden padelkurssit joka kuukausi\n- Pukuhuoneet ja katsomo yhteiset tennishallin kanssa',
      ),
      md(
        'The padel hall’s panoramic courts have glass walls, artificial turf and proper lighting. Padel is played as doubles, so one booking is enough for four players.',
        '- Racket hire €5 per racket and balls €6 per tube\n- Beginners’ padel courses every month\n- Changing rooms and spectator area shared with the tennis hall',
      ),
      md(
        'Padelhallens panoramabanor har glasväggar, konstgräs och bra belysning. Padel spelas i dubbel, så en bokning räcker för fyra spelare.',
        '- Racket 5 € per styck och bollar 6 € per rör\n- Padelkurser för nybörjare varje månad\n- Omklädningsrum och läktare delas med tennishallen',
      ),
    ),
    image: 'padel-court',
    categories: ['KENTAT'],
    taxClass: 'sports',
    filters: { sport: ['padel'] },
    slug: loc('padel', 'padel', 'padel'),
    hourlyPrice: 3200,
    durations: [60, 90, 120],
    opening: HALL_OPENING,
    courts: [
      { code: 'PADEL-1', name: loc('Padelkenttä 1', 'Padel court 1', 'Padelbana 1') },
      { code: 'PADEL-2', name: loc('Padelkenttä 2', 'Padel court 2', 'Padelbana 2') },
    ],
  },
  {
    kind: 'court',
    code: 'PICKLEBALL-SISA',
    assortmentCode: 'PICKLEBALL',
    sport: loc('Pickleball', 'Pickleball', 'Pickleball'),
    name: loc('Pickleball-kenttä', 'Pickleball court', 'Pickleballbana'),
    marketingName: loc('Pickleball-vuoro padelhallissa', 'Pickleball court in the padel hall', 'Pickleballbana i padelhallen'),
    shortDescription: loc(
      'Varaa pickleball-kenttä 60 tai 90 minuutiksi – mailat ja pallot voi lainata maksutta.',
      'Book a pickleball court for 60 or 90 minutes – paddles and balls can be borrowed free of charge.',
      'Boka en pickleballbana för 60 eller 90 minuter – racketar och bollar lånas ut gratis.',
    ),
    description: loc(
      md(
        'Pickleball on helppo oppia ja hauska pelata kaikenikäisten kesken. Padelhallin kahdella pickleball-kentällä pelataan sekä kaksin- että nelinpeliä.',
        'Mailat ja pallot saa lainaksi vastaanotosta, joten omia välineitä ei tarvita.',
      ),
      md(
        'Pickleball is easy to learn and fun to play for all ages. The two pickleball courts in the padel hall are used for both singles and doubles.',
        'Paddles and balls can be borrowed from reception, so you don’t need your own equipment.',
      ),
      md(
        'Pickleball är lätt att lära sig och roligt att spela i alla åldrar. På padelhallens två pickleballbanor spelas både singel och dubbel.',
        'Racketar och bollar lånas ut i receptionen, så du behöver ingen egen utrustning.',
      ),
    ),
    image: 'pickleball',
    categories: ['KENTAT'],
    taxClass: 'sports',
    filters: { sport: ['pickleball'] },
    slug: loc('pickleball', 'pickleball', 'pickleball'),
    hourlyPrice: 1800,
    durations: [60, 90],
    opening: HALL_OPENING,
    courts: [
      { code: 'PICKLE-1', name: loc('Pickleball-kenttä 1', 'Pickleball court 1', 'Pickleballbana 1') },
      { code: 'PICKLE-2', name: loc('Pickleball-kenttä 2', 'Pickleball court 2', 'Pickleballbana 2') },
    ],
  },
]
