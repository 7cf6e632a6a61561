import { demoTerms } from './terms'
import { loc, md } from './text'
import type { SeedGiftCard } from './types'

const months = demoTerms.giftCardValidityMonths

/** How every demo card reaches its recipient and is spent (docs/gift-cards.md). */
const howItWorks = loc(
  `- Valitse lahjakorttiin kuva, ja saaja saa kortin PDF-tiedostona sähköpostiinsa heti maksun jälkeen\n- Voimassa ${months} kuukautta ostopäivästä, käytettävissä useassa osassa\n- Käytä kortti verkkokaupan kassalla: kirjoita koodi lahjakorttikoodin kenttään (ei alennuskoodin kenttään)`,
  `- Choose a picture for the card, and the recipient gets the card as a PDF by email as soon as you’ve paid\n- Valid for ${months} months from purchase and can be used in several instalments\n- Spend it at the web shop checkout: enter the code in the gift card code field (not the discount code field)`,
  `- Välj en bild till presentkortet, så får mottagaren kortet som pdf till sin e-post direkt efter betalningen\n- Gäller i ${months} månader från köpdagen och kan användas i flera omgångar\n- Använd kortet i webbutikens kassa: skriv koden i fältet för presentkortskod (inte i fältet för rabattkod)`,
)

export const seedGiftCards: SeedGiftCard[] = [
  {
    kind: 'giftcard',
    code: 'LAHJAKORTTI',
    pageKey: 'giftCard',
    name: loc('Lahjakortti', 'Gift card', 'Presentkort'),
    marketingName: loc('Kuusirinteen lahjakortti', 'Kuusirinne gift card', 'Kuusirinnes presentkort'),
    shortDescription: loc(
      'Arvolahjakortti verkkokauppaamme majoitukseen, kylpylään, kursseihin ja aktiviteetteihin, 20–500 €.',
      'A gift card of €20–500 for our web shop: accommodation, the spa, courses and activities.',
      'Ett värdepresentkort på 20–500 € för vår webbutik: boende, spa, kurser och aktiviteter.',
    ),
    description: loc(
      md(
        'Lahjakortti on varma lahja: saaja voi valita itse, käyttääkö sen mökkilomaan, kylpyläpäivään, padelvuoroon vai kurssiin.',
        `- Valitse valmis summa tai kirjoita oma summa 20–500 euron väliltä\n${howItWorks.fi}`,
      ),
      md(
        'A gift card is a safe bet: the recipient decides whether to spend it on a cottage break, a spa day, a padel game or a course.',
        `- Choose a preset amount or enter your own amount between €20 and €500\n${howItWorks.en}`,
      ),
      md(
        'Ett presentkort är en säker present: mottagaren väljer själv om det ska gå till en stugsemester, en spadag, en padelmatch eller en kurs.',
        `- Välj ett färdigt belopp eller skriv ett eget belopp mellan 20 och 500 euro\n${howItWorks.sv}`,
      ),
    ),
    image: 'gift-card',
    categories: ['LAHJAKORTIT'],
    taxClass: 'giftcard',
    slug: loc('lahjakortti', 'gift-card', 'presentkort'),
    values: [2500, 5000, 10000, 20000],
    openValue: { min: 2000, max: 50000 },
    validityMonths: months,
    designs: [
      { image: 'hero-winter-slope', name: loc('Talvinen tunturi ja laskettelijoita', 'A snowy fell with skiers', 'Ett snöigt fjäll med skidåkare') },
      {
        image: 'hero-lake-summer',
        name: loc('Kesäilta järvellä ja kanootti', 'A summer evening on the lake with a canoe', 'En sommarkväll vid sjön med en kanot'),
      },
      { image: 'hero-autumn-forest', name: loc('Ruskan värittämä metsä', 'An autumn forest in full colour', 'En höstskog i full färgprakt') },
    ],
  },
  {
    kind: 'giftcard',
    code: 'KYLPYLALAHJAKORTTI',
    name: loc('Kylpyläpäivä kahdelle', 'Spa day for two', 'Spadag för två'),
    marketingName: loc('Kylpyläpäivä kahdelle -lahjakortti', 'Spa day for two gift card', 'Presentkort: spadag för två'),
    shortDescription: loc(
      'Lahjakortti kahdelle: päivä uimahallissa ja saunamaailmassa sekä savusaunailta.',
      'A gift card for two: a day in the swimming hall and sauna area and a smoke sauna evening.',
      'Ett presentkort för två: en dag i simhallen och bastuavdelningen och en rökbastukväll.',
    ),
    description: loc(
      md(
        'Kylpyläpäivä kahdelle on valmis elämys: pääsy uimahalliin ja neljään saunaan ja illalla savusaunan pehmeät löylyt järven rannalla.',
        'Lahjakortin arvo on 89 €. Saaja varaa uimahallin liput ja savusaunaillan itse verkkokaupasta ja maksaa ne lahjakortilla.',
        howItWorks.fi,
      ),
      md(
        'A spa day for two is a ready-made experience: entry to the swimming hall and four saunas, and the soft steam of the lakeside smoke sauna in the evening.',
        'The gift card is worth €89. The recipient books the swimming hall tickets and the smoke sauna evening in our web shop and pays for them with the card.',
        howItWorks.en,
      ),
      md(
        'En spadag för två är en färdig upplevelse: inträde till simhallen och fyra bastur, och på kvällen rökbastuns mjuka ånga vid sjön.',
        'Presentkortet är värt 89 €. Mottagaren bokar själv simhallsbiljetterna och rökbastukvällen i vår webbutik och betalar dem med kortet.',
        howItWorks.sv,
      ),
    ),
    image: 'spa-sauna',
    images: ['gift-card', 'swimming-hall'],
    categories: ['LAHJAKORTIT'],
    taxClass: 'giftcard',
    slug: loc('kylpylapaiva-kahdelle', 'spa-day-for-two', 'spadag-for-tva'),
    values: [8900],
    validityMonths: months,
    designs: [
      { image: 'spa-sauna', name: loc('Puulla paneloitu sauna ja löylyä', 'A wood-panelled sauna with rising steam', 'En träpanelad bastu med stigande ånga') },
      { image: 'swimming-hall', name: loc('Uimahalli ja ikkunat järvelle', 'A swimming hall with windows onto the lake', 'En simhall med fönster mot sjön') },
      { image: 'cottage-lakeside', name: loc('Punainen mökki järven rannalla', 'A red cottage on the lakeshore', 'En röd stuga vid sjöstranden') },
    ],
  },
]
