import { loc, md } from './text'
import type { SeedPass } from './types'

/**
 * Undated digital tickets of the activities shop: single tickets, series cards (N × a single ticket)
 * and a combined day pass. They go into the second cart shape; single tickets suggest their cards.
 */
export const seedPasses: SeedPass[] = [
  {
    kind: 'pass',
    code: 'KIIPEILY-KERTA',
    name: loc('Kiipeilyseinä, kertalippu', 'Climbing wall, single ticket', 'Klättervägg, engångsbiljett'),
    marketingName: loc('Kiipeilyseinän kertalippu', 'Climbing wall single visit', 'Engångsbiljett till klätterväggen'),
    shortDescription: loc(
      'Omatoiminen kiipeilykerta palloiluhallin kiipeily- ja boulderointiseinällä, käytettävissä minä päivänä tahansa.',
      'One self-guided visit to the sports hall climbing and bouldering walls, valid any day.',
      'Ett besök på egen hand vid bollhallens klätter- och bouldervägg, giltigt vilken dag som helst.',
    ),
    description: loc(
      md(
        'Kertalipulla pääset kiipeilemään palloiluhallin 12 metrin seinälle ja boulderointiseinälle hallin aukioloaikoina. Seinällä on automaattivarmistimet, joten voit kiivetä myös yksin – ensimmäisellä kerralla henkilökunta näyttää, miten ne toimivat.',
        'Lippu on digitaalinen eikä sido päivään: näytä se puhelimesta palloiluhallin vastaanotossa. Se on voimassa 12 kuukautta ostopäivästä, ja kiipeilykengät ja valjaat voit lainata vastaanotosta.',
      ),
      md(
        'The single ticket gets you onto the sports hall’s 12-metre climbing wall and the bouldering wall during opening hours. The wall has auto-belays, so you can climb on your own too – on your first visit, staff will show you how they work.',
        'The ticket is digital and not tied to a date: show it on your phone at the sports hall reception. It is valid for 12 months from purchase, and you can borrow climbing shoes and a harness at reception.',
      ),
      md(
        'Med engångsbiljetten kan du klättra på bollhallens 12 meter höga vägg och på bouldervägen under öppettiderna. Väggen har autosäkring, så du kan också klättra ensam – första gången visar personalen hur den fungerar.',
        'Biljetten är digital och inte bunden till ett datum: visa den i mobilen i bollhallens reception. Den gäller i 12 månader från köpet, och klätterskor och sele kan du låna i receptionen.',
      ),
    ),
    image: 'gym',
    categories: ['AKTIVITEETTIKAUPPA'],
    taxClass: 'sports',
    filters: { season: ['allYear'], type: ['ticket'] },
    slug: loc('kiipeilyseina-kertalippu', 'climbing-wall-single-ticket', 'klattervagg-engangsbiljett'),
    price: 1200,
    showUpsell: true,
    upsells: [{ code: 'KIIPEILY-SARJA5', discountPercentage: 10 }],
  },
  {
    kind: 'pass',
    code: 'KIIPEILY-SARJA5',
    name: loc('Kiipeilyseinä, 5 kerran sarjakortti', 'Climbing wall, 5-visit card', 'Klättervägg, klippkort för 5 besök'),
    marketingName: loc('Kiipeilyn 5 kerran sarjakortti', 'Five-visit climbing card', 'Klippkort för fem klätterbesök'),
    shortDescription: loc(
      'Viisi kiipeilykertaa yhdellä kortilla – edullisempi kuin viisi kertalippua.',
      'Five climbing visits on one card – cheaper than five single tickets.',
      'Fem klätterbesök på ett kort – billigare än fem engångsbiljetter.',
    ),
    description: loc(
      md(
        'Sarjakortti sisältää viisi kiipeilyseinän kertakäyntiä, ja jokainen käynti vähennetään kortilta vastaanotossa. Voit käyttää kortin itse tai jakaa käynnit kaverin kanssa samalla kerralla.',
        'Kortti on digitaalinen ja voimassa 12 kuukautta ostopäivästä. Kertalippuihin verrattuna säästät kymmenen euroa.',
      ),
      md(
        'The card includes five single visits to the climbing wall, each deducted at reception. Use it yourself or share visits with a friend on the same day.',
        'The card is digital and valid for 12 months from purchase. Compared with single tickets, you save ten euros.',
      ),
      md(
        'Klippkortet innehåller fem besök vid klätterväggen, och varje besök dras av i receptionen. Du kan använda kortet själv eller dela besöken med en vän samma gång.',
        'Kortet är digitalt och gäller i 12 månader från köpet. Jämfört med engångsbiljetter sparar du tio euro.',
      ),
    ),
    image: 'gym',
    categories: ['AKTIVITEETTIKAUPPA'],
    taxClass: 'sports',
    filters: { season: ['allYear'], type: ['ticket'] },
    slug: loc('kiipeily-5-kerran-sarjakortti', 'climbing-5-visit-card', 'klattring-klippkort-5-besok'),
    price: 5000,
    bundleMembers: [{ amount: 5, code: 'KIIPEILY-KERTA' }],
  },
  {
    kind: 'pass',
    code: 'KUNTOSALI-KERTA',
    name: loc('Kuntosali, kertalippu', 'Gym, single ticket', 'Gym, engångsbiljett'),
    marketingName: loc('Kuntosalin kertalippu', 'Gym single visit', 'Engångsbiljett till gymmet'),
    shortDescription: loc(
      'Yksi käynti resortin kuntosalilla aukioloaikoina, käytettävissä minä päivänä tahansa.',
      'One visit to the resort gym during opening hours, valid any day.',
      'Ett besök på resortens gym under öppettiderna, giltigt vilken dag som helst.',
    ),
    description: loc(
      md(
        'Kuntosalilla on monipuoliset vapaat painot, laitekierto ja kardiolaitteet sekä erillinen venyttelytila. Sali on avoinna joka päivä klo 6–22.',
        'Lippu on digitaalinen eikä sido päivään: näytä se puhelimesta vastaanotossa. Se on voimassa 12 kuukautta ostopäivästä.',
      ),
      md(
        'The gym has a full range of free weights, a machine circuit and cardio equipment, plus a separate stretching area. It is open every day from 6 am to 10 pm.',
        'The ticket is digital and not tied to a date: show it on your phone at reception. It is valid for 12 months from purchase.',
      ),
      md(
        'Gymmet har ett brett utbud av fria vikter, maskiner och konditionsutrustning samt ett separat stretchutrymme. Det är öppet alla dagar kl. 6–22.',
        'Biljetten är digital och inte bunden till ett datum: visa den i mobilen i receptionen. Den gäller i 12 månader från köpet.',
      ),
    ),
    image: 'gym',
    categories: ['AKTIVITEETTIKAUPPA'],
    taxClass: 'sports',
    filters: { season: ['allYear'], type: ['ticket'] },
    slug: loc('kuntosali-kertalippu', 'gym-single-ticket', 'gym-engangsbiljett'),
    price: 900,
    showUpsell: true,
    upsells: [
      { code: 'KUNTOSALI-SARJA10', discountPercentage: 10 },
      { code: 'UINTI-KUNTOSALI-PAIVA', discountPercentage: 5 },
    ],
  },
  {
    kind: 'pass',
    code: 'KUNTOSALI-SARJA10',
    name: loc('Kuntosali, 10 kerran sarjakortti', 'Gym, 10-visit card', 'Gym, klippkort för 10 besök'),
    marketingName: loc('Kuntosalin 10 kerran sarjakortti', 'Ten-visit gym card', 'Klippkort för tio gymbesök'),
    shortDescription: loc(
      'Kymmenen kuntosalikäyntiä yhdellä kortilla – säästät 15 euroa kertalippuihin verrattuna.',
      'Ten gym visits on one card – save 15 euros compared with single tickets.',
      'Tio gymbesök på ett kort – du sparar 15 euro jämfört med engångsbiljetter.',
    ),
    description: loc(
      md(
        'Sarjakortti sisältää kymmenen kuntosalin kertakäyntiä. Se sopii hyvin pidemmälle lomalle tai viikonloppuihin, kun haluat pitää treenirytmin yllä.',
        'Kortti on digitaalinen ja voimassa 12 kuukautta ostopäivästä. Jokainen käynti vähennetään kortilta vastaanotossa.',
      ),
      md(
        'The card includes ten single visits to the gym. It suits a longer holiday or regular weekends when you want to keep up your training.',
        'The card is digital and valid for 12 months from purchase. Each visit is deducted at reception.',
      ),
      md(
        'Klippkortet innehåller tio besök på gymmet. Det passar bra för en längre semester eller för helger när du vill hålla igång träningen.',
        'Kortet är digitalt och gäller i 12 månader från köpet. Varje besök dras av i receptionen.',
      ),
    ),
    image: 'gym',
    images: ['yoga'],
    categories: ['AKTIVITEETTIKAUPPA'],
    taxClass: 'sports',
    filters: { season: ['allYear'], type: ['ticket'] },
    slug: loc('kuntosali-10-kerran-sarjakortti', 'gym-10-visit-card', 'gym-klippkort-10-besok'),
    price: 7500,
    bundleMembers: [{ amount: 10, code: 'KUNTOSALI-KERTA' }],
  },
  {
    kind: 'pass',
    code: 'UINTI-KUNTOSALI-PAIVA',
    name: loc('Uimahalli ja kuntosali, päivälippu', 'Swimming hall and gym, day pass', 'Simhall och gym, dagskort'),
    marketingName: loc('Uinti + kuntosali -päivälippu', 'Swim and gym day pass', 'Dagskort för simhall och gym'),
    shortDescription: loc(
      'Kuntosali ja uimahalli saunoineen samana päivänä yhdellä lipulla.',
      'The gym and the swimming hall with its saunas on the same day, on one ticket.',
      'Gymmet och simhallen med bastu samma dag, med en biljett.',
    ),
    description: loc(
      md(
        'Päivälippu sisältää yhden kuntosalikäynnin ja aikuisen uimalipun, jotka käytetään samana päivänä. Treenin jälkeen pääset suoraan altaille ja saunamaailmaan.',
        'Lippu on digitaalinen, eikä päivää tarvitse valita etukäteen: näytä lippu puhelimesta vastaanotossa sinä päivänä, kun tulet. Se on voimassa 12 kuukautta ostopäivästä.',
      ),
      md(
        'The day pass includes one gym visit and an adult swimming ticket, used on the same day. After your workout you can head straight to the pools and the sauna area.',
        'The pass is digital and you don’t have to choose the day in advance: show it on your phone at reception on the day you come. It is valid for 12 months from purchase.',
      ),
      md(
        'Dagskortet innehåller ett gymbesök och en simbiljett för vuxen som används samma dag. Efter träningen kan du gå direkt till bassängerna och bastuavdelningen.',
        'Kortet är digitalt och du behöver inte välja dag i förväg: visa det i mobilen i receptionen den dag du kommer. Det gäller i 12 månader från köpet.',
      ),
    ),
    image: 'swimming-hall',
    images: ['gym'],
    categories: ['AKTIVITEETTIKAUPPA'],
    taxClass: 'sports',
    filters: { season: ['allYear'], type: ['ticket'] },
    slug: loc('uinti-ja-kuntosali-paivalippu', 'swim-and-gym-day-pass', 'simhall-och-gym-dagskort'),
    price: 1600,
    bundleMembers: [
      { amount: 1, code: 'KUNTOSALI-KERTA' },
      { amount: 1, code: 'UINTI-AIKUINEN' },
    ],
  },
  {
    kind: 'pass',
    code: 'LASKETTELUVUOKRA-PAIVA',
    name: loc('Laskettelu- ja lautailuvälineet, päivävuokra', 'Ski and snowboard hire, one day', 'Slalom- och snowboardutrustning, dagshyra'),
    marketingName: loc('Laskettelupaketti päiväksi', 'Downhill ski package for a day', 'Slalompaket för en dag'),
    shortDescription: loc(
      'Sukset tai lauta, monot ja kypärä yhdeksi päiväksi – päivän valitset vasta rinnevuokraamossa.',
      'Skis or a snowboard, boots and a helmet for one day – pick the day when you get to the rental shop.',
      'Skidor eller snowboard, pjäxor och hjälm för en dag – dagen väljer du först i backuthyrningen.',
    ),
    description: loc(
      md(
        'Vuokrapakettiin kuuluvat huolletut laskettelusukset ja -monot tai lumilauta ja lautailukengät sekä kypärä. Vuokraamo sovittaa välineet paikan päällä pituutesi ja taitotasosi mukaan.',
        'Vuokrakuponki on digitaalinen ja voimassa koko talvikauden: näytä se puhelimesta rinnevuokraamossa sinä päivänä, kun haluat laskea. Välineet palautetaan samana päivänä rinteiden sulkeuduttua.',
      ),
      md(
        'The rental package includes serviced downhill skis and boots, or a snowboard and boots, plus a helmet. The rental shop fits the equipment on the spot to your height and skill level.',
        'The rental voucher is digital and valid all winter season: show it on your phone at the slope rental shop on the day you want to ski. Return the equipment the same day after the slopes close.',
      ),
      md(
        'I hyrpaketet ingår servade slalomskidor och pjäxor, eller en snowboard och boots, samt hjälm. Uthyrningen provar ut utrustningen på plats efter din längd och nivå.',
        'Hyrkupongen är digital och gäller hela vintersäsongen: visa den i mobilen i backuthyrningen den dag du vill åka. Utrustningen lämnas tillbaka samma dag när backarna stänger.',
      ),
    ),
    image: 'hero-winter-slope',
    categories: ['AKTIVITEETTIKAUPPA'],
    taxClass: 'services',
    filters: { season: ['winter'], type: ['rental'] },
    slug: loc('laskettelupaketti-paivavuokra', 'ski-package-day-hire', 'slalompaket-dagshyra'),
    price: 3900,
  },
]
