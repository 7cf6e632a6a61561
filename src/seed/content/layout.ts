import type { Loc, SeedLayout, SeedLink } from './types'

/** Joins markdown paragraphs / blocks with a blank line. */
const md = (...parts: string[]): string => parts.join('\n\n')

const loc = (fi: string, en: string, sv: string): Loc => ({ fi, en, sv })

const pageLink = (pageKey: string, label: Loc): SeedLink => ({ kind: 'page', pageKey, label })

export const seedLayout: SeedLayout = {
  header: {
    primaryLinks: [
      { link: pageLink('accommodationCategory', loc('Majoitus', 'Accommodation', 'Boende')) },
      { link: pageLink('activitiesShop', loc('Aktiviteetit', 'Activities', 'Aktiviteter')) },
      { link: pageLink('courseSearch', loc('Kurssit ja leirit', 'Courses and camps', 'Kurser och läger')) },
      { link: pageLink('swimmingHall', loc('Uimahalli ja kylpylä', 'Swimming hall and spa', 'Simhall och spa')) },
      {
        link: pageLink('educationCategory', loc('Urheiluopisto', 'Sports institute', 'Idrottsinstitutet')),
        children: [
          {
            link: pageLink('educationSportsInstructor', loc('Liikunnanohjauksen perustutkinto', 'Vocational Qualification in Sports', 'Grundexamen i idrott')),
          },
        ],
      },
      { link: pageLink('news', loc('Ajankohtaista', 'News', 'Aktuellt')) },
      { link: pageLink('events', loc('Tapahtumat', 'Events', 'Evenemang')) },
    ],
    secondaryLinks: [
      { link: pageLink('giftCard', loc('Lahjakortti', 'Gift card', 'Presentkort')) },
      {
        link: pageLink('info', loc('Info ja palvelut', 'Info and services', 'Info och tjänster')),
        children: [
          { link: pageLink('info', loc('Saapuminen ja palvelut', 'Getting here and services', 'Hitta hit och tjänster')) },
          { link: pageLink('map', loc('Aluekartta', 'Resort map', 'Karta över området')) },
          { link: pageLink('contact', loc('Yhteystiedot', 'Contact us', 'Kontakt')) },
          {
            link: {
              kind: 'popup',
              popupKey: 'opening-hours',
              label: loc('Aukioloajat', 'Opening hours', 'Öppettider'),
            },
          },
          {
            link: {
              kind: 'asset',
              url: '//assets.kuusirinne.example/files/price-list-2027.pdf',
              label: loc('Hinnasto 2027 (PDF)', 'Price list 2027 (PDF)', 'Prislista 2027 (PDF)'),
            },
          },
        ],
      },
      { link: pageLink('homeownerInfo', loc('Lomaosakkaille', 'Holiday home owners', 'Semesterbostadsägare')) },
      { link: pageLink('login', loc('Kirjaudu', 'Log in', 'Logga in')) },
    ],
    contactInfo: loc(
      'Vastaanotto palvelee joka päivä klo 7–23: **+358 40 123 4567**',
      'Reception is open daily 7 am – 11 pm: **+358 40 123 4567**',
      'Receptionen betjänar varje dag kl. 7–23: **+358 40 123 4567**',
    ),
  },
  footer: {
    column1: loc(
      md(
        '**Kuusirinne Resort**',
        'Kuusirinteentie 1, 12345 Kuusirinne',
        'Puh. +358 40 123 4567',
        'info@kuusirinne.example',
        'Myynti ja kokoukset: myynti@kuusirinne.example',
      ),
      md(
        '**Kuusirinne Resort**',
        'Kuusirinteentie 1, 12345 Kuusirinne, Finland',
        'Tel. +358 40 123 4567',
        'info@kuusirinne.example',
        'Sales and meetings: myynti@kuusirinne.example',
      ),
      md(
        '**Kuusirinne Resort**',
        'Kuusirinteentie 1, 12345 Kuusirinne',
        'Tfn +358 40 123 4567',
        'info@kuusirinne.example',
        'Försäljning och möten: myynti@kuusirinne.example',
      ),
    ),
    column2: [
      pageLink('accommodationCategory', loc('Majoitus', 'Accommodation', 'Boende')),
      pageLink('activitiesShop', loc('Aktiviteettikauppa', 'Activity shop', 'Aktivitetsbutik')),
      pageLink('courseSearch', loc('Kurssit ja leirit', 'Courses and camps', 'Kurser och läger')),
      pageLink('productPadel', loc('Padel-vuorot', 'Padel courts', 'Padelbanor')),
      pageLink('giftCard', loc('Lahjakortti', 'Gift card', 'Presentkort')),
      pageLink('educationCategory', loc('Urheiluopisto', 'Sports institute', 'Idrottsinstitutet')),
    ],
    column3: [
      pageLink('info', loc('Info ja palvelut', 'Info and services', 'Info och tjänster')),
      pageLink('contact', loc('Yhteystiedot', 'Contact us', 'Kontakt')),
      pageLink('map', loc('Aluekartta', 'Resort map', 'Karta över området')),
      pageLink('news', loc('Ajankohtaista', 'News', 'Aktuellt')),
      pageLink('events', loc('Tapahtumat', 'Events', 'Evenemang')),
      { kind: 'popup', popupKey: 'pet-policy', label: loc('Lemmikit', 'Pets', 'Husdjur') },
      { kind: 'external', url: loc('/newsletter', '/en/newsletter', '/sv/newsletter'), label: loc('Uutiskirje', 'Newsletter', 'Nyhetsbrev'), newTab: false },
      {
        kind: 'external',
        url: 'https://palaute.kuusirinne.example',
        label: loc('Anna palautetta', 'Give feedback', 'Ge respons'),
        newTab: true,
      },
    ],
    column4: loc(
      md(
        '**Aukioloajat**',
        'Vastaanotto: joka päivä 7–23',
        'Uimahalli ja kylpylä: ma–pe 6.30–21, la–su 9–20',
        'Ravintola Kuusi: lounas ma–pe 11–14, à la carte ti–la 17–22',
        'Kahvila Kanerva: joka päivä 9–18',
      ),
      md(
        '**Opening hours**',
        'Reception: daily 7 am – 11 pm',
        'Swimming hall and spa: Mon–Fri 6.30 am – 9 pm, Sat–Sun 9 am – 8 pm',
        'Restaurant Kuusi: lunch Mon–Fri 11 am – 2 pm, à la carte Tue–Sat 5–10 pm',
        'Café Kanerva: daily 9 am – 6 pm',
      ),
      md(
        '**Öppettider**',
        'Reception: varje dag 7–23',
        'Simhall och spa: mån–fre 6.30–21, lör–sön 9–20',
        'Restaurang Kuusi: lunch mån–fre 11–14, à la carte tis–lör 17–22',
        'Café Kanerva: varje dag 9–18',
      ),
    ),
    copyright: loc(
      '© 2026 Kuusirinne Resort Oy, Y-tunnus 1234567-1',
      '© 2026 Kuusirinne Resort Oy, business ID 1234567-1',
      '© 2026 Kuusirinne Resort Oy, FO-nummer 1234567-1',
    ),
    legalLinks: [
      pageLink('dataProtection', loc('Tietosuojaseloste', 'Privacy notice', 'Dataskyddsbeskrivning')),
      pageLink('terms', loc('Käyttöehdot ja evästeet', 'Terms of use and cookies', 'Användarvillkor och kakor')),
      pageLink('cancellationPolicy', loc('Peruutusehdot', 'Cancellation policy', 'Avbokningsvillkor')),
      pageLink('accessibilityStatement', loc('Saavutettavuusseloste', 'Accessibility statement', 'Tillgänglighetsutlåtande')),
    ],
    checkoutInfo: loc(
      md(
        'Maksut välittää turvallisesti suomalainen maksupalveluntarjoaja. Voit maksaa verkkopankkitunnuksilla, MobilePaylla, Apple Paylla, Google Paylla sekä Visa- ja Mastercard-korteilla.',
        'Hinnat sisältävät arvonlisäveron. Vahvistus ja kuitti lähetetään sähköpostiisi heti maksun jälkeen.',
      ),
      md(
        'Payments are processed securely by a Finnish payment service provider. You can pay with Finnish online banking, MobilePay, Apple Pay, Google Pay and Visa and Mastercard cards.',
        'All prices include VAT. Your confirmation and receipt are sent to your email as soon as you’ve paid.',
      ),
      md(
        'Betalningarna förmedlas tryggt av en finländsk betaltjänstleverantör. Du kan betala med nätbankskoder, MobilePay, Apple Pay, Google Pay samt Visa- och Mastercard-kort.',
        'Priserna inkluderar moms. Bekräftelsen och kvittot skickas till din e-post direkt efter betalningen.',
      ),
    ),
  },
  alert: {
    id: 'alert-2026-12-pool',
    message: loc(
      'Uimahalli on suljettu vuosihuollon vuoksi 1.–14.12.2026. Kylpylän saunat ja kuntosali ovat auki normaalisti.',
      'The swimming hall is closed for annual maintenance from 1 to 14 December 2026. The spa saunas and gym are open as usual.',
      'Simhallen är stängd för årligt underhåll 1–14.12.2026. Spaets bastur och gymmet är öppna som vanligt.',
    ),
    link: {
      kind: 'page',
      pageKey: 'swimmingHall',
      label: loc('Uimahallin aukioloajat', 'Swimming hall opening hours', 'Simhallens öppettider'),
    },
  },
}
