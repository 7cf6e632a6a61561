import { loc, md } from './text'
import type { SeedGiftCard } from './types'

export const seedGiftCards: SeedGiftCard[] = [
  {
    kind: 'giftcard',
    code: 'LAHJAKORTTI',
    pageKey: 'giftCard',
    name: loc('Lahjakortti', 'Gift card', 'Presentkort'),
    marketingName: loc('Kuusirinteen lahjakortti', 'Kuusirinne gift card', 'Kuusirinnes presentkort'),
    shortDescription: loc(
      'Arvolahjakortti majoitukseen, kylpylään, ravintolaan ja aktiviteetteihin, 20–500 €.',
      'A gift card of €20–500 for accommodation, the spa, the restaurant and activities.',
      'Ett värdepresentkort på 20–500 € för boende, spa, restaurang och aktiviteter.',
    ),
    description: loc(
      md(
        'Lahjakortti on varma lahja: saaja voi valita itse, käyttääkö sen mökkilomaan, kylpyläpäivään, padelvuoroon vai illalliseen ravintola Kuusessa.',
        '- Valitse valmis summa tai kirjoita oma summa 20–500 euron väliltä\n- Saat lahjakortin PDF-tiedostona sähköpostiin heti maksun jälkeen\n- Voimassa 12 kuukautta, käytettävissä useassa osassa',
      ),
      md(
        'A gift card is a safe bet: the recipient decides whether to spend it on a cottage break, a spa day, a padel game or dinner at Restaurant Kuusi.',
        '- Choose a preset amount or enter your own amount between €20 and €500\n- You’ll receive the gift card as a PDF by email as soon as you’ve paid\n- Valid for 12 months and can be used in several instalments',
      ),
      md(
        'Ett presentkort är en säker present: mottagaren väljer själv om det ska gå till en stugsemester, en spadag, en padelmatch eller en middag i restaurang Kuusi.',
        '- Välj ett färdigt belopp eller skriv ett eget belopp mellan 20 och 500 euro\n- Du får presentkortet som pdf till din e-post direkt efter betalningen\n- Gäller i 12 månader och kan användas i flera omgångar',
      ),
    ),
    image: 'gift-card',
    categories: ['LAHJAKORTIT'],
    taxClass: 'giftcard',
    slug: loc('lahjakortti', 'gift-card', 'presentkort'),
    values: [2500, 5000, 10000, 20000],
    openValue: { min: 2000, max: 50000 },
  },
  {
    kind: 'giftcard',
    code: 'KYLPYLALAHJAKORTTI',
    name: loc('Kylpyläpäivä kahdelle', 'Spa day for two', 'Spadag för två'),
    marketingName: loc('Kylpyläpäivä kahdelle -lahjakortti', 'Spa day for two gift card', 'Presentkort: spadag för två'),
    shortDescription: loc(
      'Lahjakortti kahdelle: päivä uimahallissa ja saunamaailmassa, savusaunailta ja lounas.',
      'A gift card for two: a day in the swimming hall and sauna area, a smoke sauna evening and lunch.',
      'Ett presentkort för två: en dag i simhallen och bastuavdelningen, en rökbastukväll och lunch.',
    ),
    description: loc(
      md(
        'Kylpyläpäivä kahdelle on valmis elämys: pääsy uimahalliin ja neljään saunaan, lounas ravintola Kuusessa ja illalla savusaunan pehmeät löylyt järven rannalla.',
        'Lahjakortin arvo on 89 €, ja se on voimassa 12 kuukautta. Saaja varaa savusaunaillan itse aktiviteettikaupasta.',
      ),
      md(
        'A spa day for two is a ready-made experience: entry to the swimming hall and four saunas, lunch at Restaurant Kuusi and the soft steam of the lakeside smoke sauna in the evening.',
        'The gift card is worth €89 and valid for 12 months. The recipient books the smoke sauna evening in the activity shop.',
      ),
      md(
        'En spadag för två är en färdig upplevelse: inträde till simhallen och fyra bastur, lunch i restaurang Kuusi och på kvällen rökbastuns mjuka ånga vid sjön.',
        'Presentkortet är värt 89 € och gäller i 12 månader. Mottagaren bokar själv rökbastukvällen i aktivitetsbutiken.',
      ),
    ),
    image: 'spa-sauna',
    images: ['gift-card', 'swimming-hall'],
    categories: ['LAHJAKORTIT'],
    taxClass: 'giftcard',
    slug: loc('kylpylapaiva-kahdelle', 'spa-day-for-two', 'spadag-for-tva'),
    values: [8900],
  },
]
