import { demoTerms } from '../catalogue/terms'
import type { Loc, SeedPopup } from './types'

const months = demoTerms.giftCardValidityMonths

/** Joins markdown paragraphs / blocks with a blank line. */
const md = (...parts: string[]): string => parts.join('\n\n')

const loc = (fi: string, en: string, sv: string): Loc => ({ fi, en, sv })

export const seedPopups: SeedPopup[] = [
  {
    key: 'pet-policy',
    title: loc('Lemmikin kanssa lomalle', 'Travelling with pets', 'På semester med husdjur'),
    content: loc(
      md(
        'Lemmikit ovat tervetulleita merkittyihin lemmikkihuoneisiin, kolmeen järvenrantamökkiin ja kahteen lomahuoneistoon. Valitse lemmikkiystävällinen kohde jo varausta tehdessäsi.',
        '- Enintään kaksi lemmikkiä majoitusta kohden\n- Lemmikkimaksu 20 € / oleskelu, sisältää lisäsiivouksen\n- Lemmikkiä ei saa jättää yksin majoitukseen\n- Lemmikit eivät saa olla sängyissä tai sohvilla\n- Koirat pidetään resortin alueella kytkettyinä',
        'Lemmikit eivät ole sallittuja ravintolassa, uimahallissa, kylpylässä eivätkä palloiluhalleissa. Opaskoirat ja avustajakoirat ovat tervetulleita kaikkialle.',
      ),
      md(
        'Pets are welcome in designated pet-friendly hotel rooms, three of our lakeside cottages and two holiday apartments. Please choose a pet-friendly option when you book.',
        '- A maximum of two pets per booking\n- Pet fee €20 per stay, including extra cleaning\n- Pets must not be left alone in the accommodation\n- Pets are not allowed on beds or sofas\n- Dogs must be kept on a lead within the resort',
        'Pets are not allowed in the restaurant, swimming hall, spa or sports halls. Guide dogs and assistance dogs are welcome everywhere.',
      ),
      md(
        'Husdjur är välkomna i märkta husdjursvänliga hotellrum, i tre av stugorna vid sjön och i två semesterlägenheter. Välj ett husdjursvänligt alternativ redan när du bokar.',
        '- Högst två husdjur per bokning\n- Husdjursavgift 20 € per vistelse, inklusive extra städning\n- Husdjur får inte lämnas ensamma i boendet\n- Husdjur får inte ligga i sängar eller soffor\n- Hundar ska hållas kopplade inom resortområdet',
        'Husdjur är inte tillåtna i restaurangen, simhallen, spaet eller sporthallarna. Ledarhundar och assistanshundar är välkomna överallt.',
      ),
    ),
    button: {
      kind: 'page',
      pageKey: 'accommodationSearch',
      label: loc('Hae lemmikkiystävällistä majoitusta', 'Find pet-friendly accommodation', 'Sök husdjursvänligt boende'),
      appearance: 'primary',
    },
  },
  {
    key: 'opening-hours',
    title: loc('Aukioloajat', 'Opening hours', 'Öppettider'),
    content: loc(
      md(
        '**Vastaanotto:** joka päivä 7.00–23.00',
        '**Uimahalli ja kylpylä:** ma–pe 6.30–21.00, la–su 9.00–20.00',
        '**Kuntosali:** joka päivä 6.00–22.00',
        '**Ravintola Kuusi:** lounas ma–pe 11.00–14.00, à la carte ti–la 17.00–22.00',
        '**Kahvila Kanerva:** joka päivä 9.00–18.00',
        '**Rinteet (talvikausi):** ma–pe 11.00–19.00, la–su 10.00–17.00',
        'Uimahalli on suljettu vuosihuollon vuoksi 1.–14.12.2026. Poikkeusaukioloista juhlapyhinä ilmoitamme ajankohtaista-sivulla.',
      ),
      md(
        '**Reception:** daily 7 am – 11 pm',
        '**Swimming hall and spa:** Mon–Fri 6.30 am – 9 pm, Sat–Sun 9 am – 8 pm',
        '**Gym:** daily 6 am – 10 pm',
        '**Restaurant Kuusi:** lunch Mon–Fri 11 am – 2 pm, à la carte Tue–Sat 5 pm – 10 pm',
        '**Café Kanerva:** daily 9 am – 6 pm',
        '**Slopes (winter season):** Mon–Fri 11 am – 7 pm, Sat–Sun 10 am – 5 pm',
        'The swimming hall is closed for annual maintenance from 1 to 14 December 2026. Any changes to opening hours over public holidays are announced on our news page.',
      ),
      md(
        '**Reception:** varje dag 7.00–23.00',
        '**Simhall och spa:** mån–fre 6.30–21.00, lör–sön 9.00–20.00',
        '**Gym:** varje dag 6.00–22.00',
        '**Restaurang Kuusi:** lunch mån–fre 11.00–14.00, à la carte tis–lör 17.00–22.00',
        '**Café Kanerva:** varje dag 9.00–18.00',
        '**Backarna (vintersäsong):** mån–fre 11.00–19.00, lör–sön 10.00–17.00',
        'Simhallen är stängd för årligt underhåll 1–14.12.2026. Avvikande öppettider under helgdagar meddelar vi på sidan Aktuellt.',
      ),
    ),
    button: {
      kind: 'page',
      pageKey: 'news',
      label: loc('Ajankohtaista', 'Latest news', 'Aktuellt'),
      appearance: 'secondary',
    },
  },
  {
    key: 'gift-card-terms',
    title: loc('Lahjakortin ehdot', 'Gift card terms', 'Villkor för presentkort'),
    content: loc(
      md(
        `- Lahjakortti on voimassa ${months} kuukautta ostopäivästä: viimeinen voimassaolopäivä lukee kortissa. Voimassaoloaikaa ei jatketa.\n- Saaja saa lahjakortin PDF-tiedostona sähköpostiinsa heti maksun jälkeen, ostajan valitsemalla kuvalla.\n- Lahjakortilla maksetaan verkkokaupan kassalla: kirjoita kortin koodi lahjakorttikoodin kenttään (ei alennuskoodin kenttään). Sillä voi maksaa majoitusta, kursseja, aktiviteetteja, kenttävuoroja ja lippuja, mutta ei toisia lahjakortteja.\n- Korttia voi käyttää useassa osassa, kunnes saldo on käytetty. Saldon ja viimeisen voimassaolopäivän näet lahjakorttisivulta. Saldoa ei vaihdeta rahaksi.\n- Lahjakortti on haltijakohtainen: sen voi käyttää kuka tahansa, joka tietää koodin.\n- Verkosta ostetulla, käyttämättömällä lahjakortilla on 14 päivän peruuttamisoikeus: ota yhteyttä vastaanottoon.`,
        'Kadonnutta koodia emme voi korvata, mutta sähköpostitse toimitetun kortin voimme lähettää uudelleen.',
      ),
      md(
        `- The gift card is valid for ${months} months from the date of purchase: its last valid day is printed on the card. The validity period cannot be extended.\n- The recipient gets the gift card as a PDF by email as soon as it has been paid, with the picture the buyer chose.\n- You pay with the card at the web shop checkout: enter its code in the gift card code field (not the discount code field). It pays for accommodation, courses, activities, court times and tickets, but not for other gift cards.\n- You can use the card in several instalments until the balance runs out. The gift card page shows its balance and last valid day. The balance cannot be exchanged for cash.\n- The card is a bearer card: anyone who knows its code can spend it.\n- Unused gift cards bought online have a 14-day right of withdrawal: please contact reception.`,
        'We can’t replace a lost code, but we can resend a card that was delivered by email.',
      ),
      md(
        `- Presentkortet gäller i ${months} månader från köpdagen: den sista giltighetsdagen står på kortet. Giltighetstiden förlängs inte.\n- Mottagaren får presentkortet som pdf till sin e-post direkt efter betalningen, med den bild som köparen valt.\n- Du betalar med kortet i webbutikens kassa: skriv kortets kod i fältet för presentkortskod (inte i fältet för rabattkod). Det gäller för boende, kurser, aktiviteter, bantider och biljetter, men inte för andra presentkort.\n- Kortet kan användas i flera omgångar tills saldot är slut. Saldot och den sista giltighetsdagen ser du på presentkortssidan. Saldot kan inte växlas in mot pengar.\n- Presentkortet gäller för innehavaren: vem som helst som känner till koden kan använda det.\n- För oanvända presentkort som köpts på nätet gäller 14 dagars ångerrätt: kontakta receptionen.`,
        'En borttappad kod kan inte ersättas, men ett kort som levererats per e-post kan vi skicka på nytt.',
      ),
    ),
  },
]
