import { loc } from './text'
import type { SeedCategory } from './types'

export const seedCategories: SeedCategory[] = [
  {
    code: 'MAJOITUS',
    kind: 'accommodation',
    pageKey: 'accommodationCategory',
    name: loc('Majoitus', 'Accommodation', 'Boende'),
    description: loc(
      'Hotellihuoneet, lomahuoneistot rinteen juurella ja järvenrantamökit omalla saunalla – yhden hengen huoneesta kahdentoista hengen ryhmämökkiin.',
      'Hotel rooms, holiday apartments at the foot of the slope and lakeside cottages with their own sauna – from a single room to a group cottage for twelve.',
      'Hotellrum, semesterlägenheter vid backens fot och stugor med egen bastu vid sjön – från enkelrum till en gruppstuga för tolv.',
    ),
    filters: [
      {
        name: 'equipment',
        label: loc('Varustelu', 'Amenities', 'Utrustning'),
        dataType: 'choice',
        equipment: true,
        options: [
          { key: 'sauna', label: loc('Oma sauna', 'Private sauna', 'Egen bastu'), primary: true },
          { key: 'fireplace', label: loc('Takka', 'Fireplace', 'Öppen spis') },
          { key: 'dishwasher', label: loc('Astianpesukone', 'Dishwasher', 'Diskmaskin') },
          { key: 'kitchen', label: loc('Keittiö', 'Kitchen', 'Kök') },
          { key: 'wifi', label: loc('Langaton verkko', 'Wi-Fi', 'Wifi') },
          { key: 'petsAllowed', label: loc('Lemmikit sallittu', 'Pets allowed', 'Husdjur tillåtna'), primary: true },
          { key: 'lakeView', label: loc('Järvinäkymä', 'Lake view', 'Sjöutsikt'), secondary: true },
          { key: 'accessible', label: loc('Esteetön', 'Accessible', 'Tillgänglig'), secondary: true },
          { key: 'hotTub', label: loc('Palju', 'Outdoor hot tub', 'Badtunna') },
        ],
      },
      {
        name: 'area',
        label: loc('Sijainti', 'Location', 'Läge'),
        dataType: 'choice',
        options: [
          { key: 'lakeside', label: loc('Järven rannalla', 'By the lake', 'Vid sjön'), primary: true },
          { key: 'centre', label: loc('Resortin keskus', 'Resort centre', 'Resortens centrum') },
          { key: 'slope', label: loc('Rinteen juurella', 'At the foot of the slope', 'Vid backens fot') },
          { key: 'forest', label: loc('Metsän siimeksessä', 'In the forest', 'I skogen') },
        ],
      },
      {
        name: 'type',
        label: loc('Majoitusmuoto', 'Type of accommodation', 'Boendeform'),
        dataType: 'choice',
        options: [
          { key: 'hotel', label: loc('Hotellihuone', 'Hotel room', 'Hotellrum') },
          { key: 'apartment', label: loc('Lomahuoneisto', 'Holiday apartment', 'Semesterlägenhet') },
          { key: 'cottage', label: loc('Mökki tai huvila', 'Cottage or villa', 'Stuga eller villa'), primary: true },
        ],
      },
      {
        name: 'beds',
        label: loc('Vuodepaikat', 'Beds', 'Bäddar'),
        dataType: 'number',
        options: [
          { key: '1', label: loc('1 vuodepaikka', '1 bed', '1 bädd') },
          { key: '2', label: loc('2 vuodepaikkaa', '2 beds', '2 bäddar'), secondary: true },
          { key: '4', label: loc('4 vuodepaikkaa', '4 beds', '4 bäddar'), secondary: true },
          { key: '6', label: loc('6 vuodepaikkaa', '6 beds', '6 bäddar') },
          { key: '8', label: loc('8 vuodepaikkaa', '8 beds', '8 bäddar') },
          { key: '12', label: loc('12 vuodepaikkaa', '12 beds', '12 bäddar') },
        ],
      },
    ],
  },
  {
    code: 'KURSSIT',
    kind: 'course',
    pageKey: 'courseSearch',
    name: loc('Kurssit ja leirit', 'Courses and camps', 'Kurser och läger'),
    description: loc(
      'Liikuntakursseja, lasten ja nuorten leirejä sekä seurojen valmennusleirejä ammattitaitoisten ohjaajien johdolla.',
      'Sports courses, camps for children and young people, and training camps for clubs, led by experienced instructors.',
      'Idrottskurser, läger för barn och unga samt träningsläger för föreningar, ledda av erfarna instruktörer.',
    ),
    filters: [
      {
        name: 'sport',
        label: loc('Laji', 'Sport', 'Gren'),
        dataType: 'choice',
        options: [
          { key: 'padel', label: loc('Padel', 'Padel', 'Padel'), primary: true },
          { key: 'tennis', label: loc('Tennis', 'Tennis', 'Tennis') },
          { key: 'pickleball', label: loc('Pickleball', 'Pickleball', 'Pickleball') },
          { key: 'swimming', label: loc('Uinti', 'Swimming', 'Simning'), primary: true },
          { key: 'skiing', label: loc('Hiihto', 'Skiing', 'Skidåkning') },
          { key: 'yoga', label: loc('Jooga ja hyvinvointi', 'Yoga and wellbeing', 'Yoga och välmående') },
          { key: 'fitness', label: loc('Kuntoilu', 'Fitness', 'Motion') },
          { key: 'cycling', label: loc('Pyöräily', 'Cycling', 'Cykling') },
          { key: 'multiSport', label: loc('Monilajinen', 'Multi-sport', 'Flera grenar'), secondary: true },
          { key: 'firstAid', label: loc('Ensiapu', 'First aid', 'Första hjälpen') },
        ],
      },
      {
        name: 'ageGroup',
        label: loc('Ikäryhmä', 'Age group', 'Åldersgrupp'),
        dataType: 'choice',
        options: [
          { key: 'children', label: loc('Lapset', 'Children', 'Barn'), primary: true },
          { key: 'youth', label: loc('Nuoret', 'Young people', 'Unga') },
          { key: 'adults', label: loc('Aikuiset', 'Adults', 'Vuxna'), primary: true },
          { key: 'seniors', label: loc('Seniorit', 'Seniors', 'Seniorer') },
          { key: 'families', label: loc('Perheet', 'Families', 'Familjer'), secondary: true },
        ],
      },
      {
        name: 'level',
        label: loc('Taso', 'Level', 'Nivå'),
        dataType: 'choice',
        options: [
          { key: 'beginner', label: loc('Aloittelija', 'Beginner', 'Nybörjare'), primary: true },
          { key: 'intermediate', label: loc('Jonkin verran kokemusta', 'Intermediate', 'Viss erfarenhet') },
          { key: 'advanced', label: loc('Edistynyt', 'Advanced', 'Avancerad') },
        ],
      },
    ],
  },
  {
    code: 'AKTIVITEETTIKAUPPA',
    kind: 'activity',
    pageKey: 'activitiesShop',
    name: loc('Aktiviteetit', 'Activities', 'Aktiviteter'),
    description: loc(
      'Opastetut retket, välinevuokraus ja liput päivän aktiviteetteihin – varaa etukäteen, niin paikka on varmasti sinun.',
      'Guided tours, equipment hire and tickets for the day’s activities – book in advance to be sure of your place.',
      'Guidade turer, hyrutrustning och biljetter till dagens aktiviteter – boka i förväg så är platsen din.',
    ),
    filters: [
      {
        name: 'season',
        label: loc('Kausi', 'Season', 'Säsong'),
        dataType: 'choice',
        options: [
          { key: 'summer', label: loc('Kesä ja syksy', 'Summer and autumn', 'Sommar och höst'), primary: true },
          { key: 'winter', label: loc('Talvi', 'Winter', 'Vinter'), primary: true },
          { key: 'allYear', label: loc('Ympäri vuoden', 'All year round', 'Året runt') },
        ],
      },
      {
        name: 'type',
        label: loc('Tyyppi', 'Type', 'Typ'),
        dataType: 'choice',
        options: [
          { key: 'guided', label: loc('Opastettu', 'Guided', 'Guidad'), secondary: true },
          { key: 'rental', label: loc('Välinevuokra', 'Equipment hire', 'Uthyrning') },
          { key: 'ticket', label: loc('Lippu', 'Ticket', 'Biljett') },
        ],
      },
    ],
  },
  {
    code: 'KENTAT',
    kind: 'court',
    pageKey: 'courts',
    name: loc('Kenttävuorot', 'Court booking', 'Bokning av banor'),
    description: loc(
      'Varaa tennis-, padel- tai pickleball-vuoro sisähalleistamme 60, 90 tai 120 minuutiksi.',
      'Book a tennis, padel or pickleball court in our indoor halls for 60, 90 or 120 minutes.',
      'Boka en tennis-, padel- eller pickleballbana i våra inomhushallar för 60, 90 eller 120 minuter.',
    ),
    filters: [
      {
        name: 'sport',
        label: loc('Laji', 'Sport', 'Gren'),
        dataType: 'choice',
        options: [
          { key: 'tennis', label: loc('Tennis', 'Tennis', 'Tennis') },
          { key: 'padel', label: loc('Padel', 'Padel', 'Padel'), primary: true },
          { key: 'pickleball', label: loc('Pickleball', 'Pickleball', 'Pickleball') },
        ],
      },
    ],
  },
  {
    code: 'UIMAHALLI',
    kind: 'ticket',
    pageKey: 'swimmingHall',
    name: loc('Uimahallin liput', 'Swimming hall tickets', 'Simhallsbiljetter'),
    description: loc(
      'Kertaliput uimahalliin ja kylpylän saunamaailmaan. Lippu on voimassa valitsemanasi päivänä koko aukioloajan.',
      'Single tickets to the swimming hall and the spa’s sauna area. The ticket is valid all day on the date you choose.',
      'Engångsbiljetter till simhallen och spaets bastuavdelning. Biljetten gäller hela öppettiden den dag du väljer.',
    ),
    filters: [],
  },
  {
    code: 'LAHJAKORTIT',
    kind: 'giftcard',
    pageKey: 'giftCard',
    name: loc('Lahjakortit', 'Gift cards', 'Presentkort'),
    description: loc(
      'Lahjakortti käy majoitukseen, kylpylään, ravintolaan ja aktiviteetteihin. Saat sen sähköpostiisi heti maksun jälkeen.',
      'Gift cards for accommodation, the spa, the restaurant and activities, delivered by email as soon as you’ve paid.',
      'Presentkort för boende, spa, restaurang och aktiviteter, som skickas till din e-post direkt efter betalningen.',
    ),
    filters: [],
  },
  {
    code: 'KOULUTUS',
    kind: 'education',
    pageKey: 'educationCategory',
    name: loc('Tutkinnot ja koulutukset', 'Qualifications and training', 'Examina och utbildningar'),
    description: loc(
      'Kuusirinteen urheiluopiston ammatilliset tutkinnot ja liikunta-alan täydennyskoulutukset.',
      'Vocational qualifications and continuing education in sports at Kuusirinne Sports Institute.',
      'Yrkesinriktade examina och fortbildning inom idrott vid Kuusirinne idrottsinstitut.',
    ),
    filters: [
      {
        name: 'educationType',
        label: loc('Koulutusmuoto', 'Type of education', 'Utbildningsform'),
        dataType: 'choice',
        options: [
          { key: 'degree', label: loc('Perustutkinto', 'Vocational qualification', 'Grundexamen'), primary: true },
          { key: 'further', label: loc('Täydennyskoulutus', 'Continuing education', 'Fortbildning') },
        ],
      },
    ],
  },
]
