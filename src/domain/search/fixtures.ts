/** A small resort in three languages, for the search tests. */
import type { SearchDocument } from './types'

export const fiDocuments: SearchDocument[] = [
  {
    id: 'page-spa',
    type: 'page',
    title: 'Kylpylä',
    text: 'Kylpylässä on kolme saunaa, poreallas ja ulkoallas. Kylpylä on auki joka päivä kello 7–21, ja hotellin asukkaat pääsevät sinne maksutta.',
    url: '/kylpyla',
  },
  {
    id: 'page-cottages',
    type: 'page',
    title: 'Mökit',
    text: 'Metsämökki ja järvenrantamökki sopivat perheille. Jokaisessa mökissä on oma sauna ja terassi.',
    url: '/majoitus/mokit',
  },
  {
    id: 'product-forest-cottage',
    type: 'product',
    title: 'Metsämökki',
    text: 'Hirsinen mökki metsän keskellä: kuusi vuodepaikkaa, takka ja puulämmitteinen sauna.',
    keywords: 'MM-02 hirsimökki',
    url: '/majoitus/metsamokki',
    price: { cents: 14900, per: 'night' },
  },
  {
    id: 'page-stay',
    type: 'page',
    title: 'Majoitus',
    text: 'Valitse majoitus hotellista tai mökeistä. Majoituksen hintaan sisältyy aamiainen ja kylpylän käyttö.',
    url: '/majoitus',
  },
  {
    id: 'product-padel',
    type: 'product',
    title: 'Padel-kenttä',
    text: 'Varaa padel-vuoro sisähallista. Mailat ja pallot saa lainaksi vastaanotosta.',
    keywords: 'PADEL-1',
    url: '/kentat/padel',
    price: { cents: 2800, per: 'visit' },
  },
  {
    id: 'article-smoke-sauna',
    type: 'article',
    title: 'Savusauna lämpenee lauantaisin',
    text: 'Rantasavusauna on avoinna lauantaisin kello 16–21. Kylpylän asiakkaat pääsevät mukaan ilman lisämaksua.',
    keywords: 'hyvinvointi',
    url: '/artikkelit/savusauna',
    date: '2026-10-01T09:00:00.000Z',
  },
  {
    id: 'event-christmas-market',
    type: 'event',
    title: 'Joulumarkkinat',
    text: 'Joulumarkkinat kylpylän aulassa: käsitöitä, glögiä ja joulupukki.',
    url: '/tapahtumat/joulumarkkinat',
    date: '2026-12-12T10:00:00.000Z',
  },
  {
    id: 'education-instructor',
    type: 'education',
    title: 'Liikunnanohjauksen perustutkinto',
    text: 'Koulutus kestää kolme vuotta. Kursseja on lajeittain, ja harjoittelu tehdään lomakeskuksessa.',
    url: '/koulutus/liikunnanohjaus',
  },
]

export const svDocuments: SearchDocument[] = [
  { id: 'sv-cottages', type: 'page', title: 'Stugor vid sjön', text: 'Våra stugor ligger vid sjön. Varje stuga har bastu och egen brygga.', url: '/sv/stugor' },
  {
    id: 'sv-family-cottage',
    type: 'product',
    title: 'Familjestuga',
    text: 'En stuga för sex personer i skogen.',
    url: '/sv/stugor/familj',
    price: { cents: 12900, per: 'night' },
  },
  { id: 'sv-pool', type: 'page', title: 'Simhallen', text: 'Simhallen är öppen varje dag. En 25 meters bassäng och ett barnbad.', url: '/sv/simhall' },
  { id: 'sv-education', type: 'education', title: 'Grundexamen i idrott', text: 'Utbildningen tar tre år. En kurs i ledarskap ingår.', url: '/sv/utbildning' },
]

export const enDocuments: SearchDocument[] = [
  { id: 'en-spa', type: 'page', title: 'Spa', text: 'Our spa has three saunas, a jacuzzi and an outdoor pool.', url: '/en/spa' },
  { id: 'en-cottages', type: 'page', title: 'Cottages', text: "Each cottage has its own sauna. The children's playground is nearby.", url: '/en/cottages' },
  {
    id: 'en-padel',
    type: 'product',
    title: 'Padel court',
    text: 'Book a padel court in the sports hall.',
    url: '/en/courts/padel',
    price: { cents: 2800, per: 'visit' },
  },
]
