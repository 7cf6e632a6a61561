import type { Loc, SeedPopup } from './types'

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
        '- Lahjakortti on voimassa 12 kuukautta ostopäivästä. Voimassaoloaikaa ei jatketa.\n- Lahjakortilla voi maksaa majoitusta, kylpylä- ja uimahallipalveluja, aktiviteetteja sekä ravintola- ja kahvilaostoksia.\n- Korttia voi käyttää useassa osassa, kunnes saldo on käytetty. Saldoa ei vaihdeta rahaksi.\n- Lahjakortti on haltijakohtainen: ota se mukaan tulostettuna tai puhelimessa.\n- Verkosta ostetulla, käyttämättömällä lahjakortilla on 14 päivän peruuttamisoikeus.',
        'Kadonnutta lahjakorttia emme voi korvata, mutta sähköpostitse toimitetun kortin voimme lähettää uudelleen.',
      ),
      md(
        '- The gift card is valid for 12 months from the date of purchase. The validity period cannot be extended.\n- It can be used to pay for accommodation, spa and swimming hall services, activities, and purchases at the restaurant and café.\n- You can use the card in several instalments until the balance runs out. The balance cannot be exchanged for cash.\n- The card is a bearer card: bring it with you as a printout or on your phone.\n- Unused gift cards bought online have a 14-day right of withdrawal.',
        'We can’t replace a lost gift card, but we can resend a card that was delivered by email.',
      ),
      md(
        '- Presentkortet gäller i 12 månader från köpdagen. Giltighetstiden förlängs inte.\n- Med presentkortet kan du betala boende, spa- och simhallstjänster, aktiviteter samt köp i restaurangen och kaféet.\n- Kortet kan användas i flera omgångar tills saldot är slut. Saldot kan inte växlas in mot pengar.\n- Presentkortet gäller för innehavaren: ta med det utskrivet eller i telefonen.\n- För oanvända presentkort som köpts på nätet gäller 14 dagars ångerrätt.',
        'Ett borttappat presentkort kan inte ersättas, men ett kort som levererats per e-post kan vi skicka på nytt.',
      ),
    ),
  },
]
