/**
 * The points of the resort map (docs/content-model.md#map-points), placed on the illustrated site plan
 * (seed image `site-plan`, src/seed/images/sitePlan.ts): x and y are percent of the picture's width
 * and height, so each point sits on the building or place it names. Opening hours follow the
 * opening-hours popup, the catalogue and the pages.
 */
import type { MapTag } from '@/domain/map/tags'

import type { Loc, SeedLink } from './types'

export type SeedMapPoint = { key: string; name: Loc; description: Loc; tag: MapTag; x: number; y: number; openingHours?: Loc; link?: SeedLink }

const loc = (fi: string, en: string, sv: string): Loc => ({ fi, en, sv })

const page = (pageKey: string, fi: string, en: string, sv: string): SeedLink => ({ kind: 'page', pageKey, label: loc(fi, en, sv) })
const article = (articleKey: string, fi: string, en: string, sv: string): SeedLink => ({ kind: 'article', articleKey, label: loc(fi, en, sv) })

const POOL_HOURS = loc('ma–pe 6.30–21, la–su 9–20', 'Mon–Fri 6.30am–9pm, Sat–Sun 9am–8pm', 'mån–fre 6.30–21, lör–sön 9–20')
const HALL_HOURS = loc('ma–pe 7–22, la–su 8–20', 'Mon–Fri 7am–10pm, Sat–Sun 8am–8pm', 'mån–fre 7–22, lör–sön 8–20')
const SLOPE_HOURS = loc(
  'talvikaudella ma–pe 11–19, la–su 10–17',
  'Winter season: Mon–Fri 11am–7pm, Sat–Sun 10am–5pm',
  'vintersäsong: mån–fre 11–19, lör–sön 10–17',
)
const SUMMER_BEACH_HOURS = loc('kesäkaudella joka päivä 10–20', 'Summer season: daily 10am–8pm', 'sommarsäsong: dagligen 10–20')

const activityShop = page('activitiesShop', 'Aktiviteettikauppaan', 'Go to the activity shop', 'Till aktivitetsbutiken')
const swimmingHall = page('swimmingHall', 'Uimahalli ja kylpylä', 'Swimming hall and spa', 'Simhall och spa')

export const seedMapPoints: SeedMapPoint[] = [
  // -------------------------------------------------------------------------------------------
  // Main building: hotel, reception, restaurant, swimming hall and spa
  // -------------------------------------------------------------------------------------------
  {
    key: 'hotel',
    tag: 'hotels',
    x: 51,
    y: 50,
    name: loc('Hotelli Kuusirinne', 'Hotel Kuusirinne', 'Hotell Kuusirinne'),
    description: loc(
      'Päärakennuksen hotellissa on yhden ja kahden hengen huoneita sekä perhehuoneita, osa järven puolella. Kaikkiin yleisiin tiloihin pääsee hissillä tai luiskaa pitkin.',
      'The hotel in the main building has single, double and family rooms, some of them facing the lake. All public areas can be reached by lift or ramp.',
      'Hotellet i huvudbyggnaden har enkelrum, dubbelrum och familjerum, en del av dem mot sjön. Alla allmänna utrymmen nås med hiss eller ramp.',
    ),
    link: page('accommodationCategory', 'Katso majoitukset', 'Browse accommodation', 'Se boendealternativen'),
  },
  {
    key: 'reception',
    tag: 'reception',
    x: 56,
    y: 51.5,
    name: loc('Vastaanotto', 'Reception', 'Reception'),
    description: loc(
      'Päärakennuksen vastaanotosta saat avaimet, reittikartat ja vinkit päivän ohjelmaan. Täältä voit myös tilata kuljetuksen rautatieasemalle.',
      'Pick up your keys, trail maps and tips for the day at the reception in the main building. You can also book a transfer to the railway station here.',
      'I receptionen i huvudbyggnaden får du nycklar, ledkartor och tips för dagen. Här kan du också beställa skjuts till järnvägsstationen.',
    ),
    openingHours: loc('joka päivä 7–23', 'Daily 7am–11pm', 'dagligen 7–23'),
    link: page('info', 'Info ja palvelut', 'Info and services', 'Info och tjänster'),
  },
  {
    key: 'restaurant-kuusi',
    tag: 'restaurant',
    x: 45,
    y: 50.5,
    name: loc('Ravintola Kuusi', 'Restaurant Kuusi', 'Restaurang Kuusi'),
    description: loc(
      'Lähiruokaa aamiaisesta illalliseen järvinäkymin. Lastenbuffetissa alle 4-vuotiaat syövät maksutta.',
      'Local food from breakfast to dinner, with a view of the lake. Under-4s eat free at the children’s buffet.',
      'Närproducerad mat från frukost till middag med utsikt över sjön. Barn under 4 år äter gratis på barnbuffén.',
    ),
    openingHours: loc(
      'lounas ma–pe 11–14, à la carte ti–la 17–22',
      'Lunch Mon–Fri 11am–2pm, à la carte Tue–Sat 5pm–10pm',
      'lunch mån–fre 11–14, à la carte tis–lör 17–22',
    ),
    link: article('christmas-new-year', 'Joulu ja uusivuosi', 'Christmas and New Year', 'Jul och nyår'),
  },
  {
    key: 'swimming-hall',
    tag: 'wellness',
    x: 52.5,
    y: 59.5,
    name: loc('Uimahalli', 'Swimming hall', 'Simhall'),
    description: loc(
      '25 metrin kuntoallas, 32-asteinen lastenallas ja 42 metrin vesiliukumäki. Majoittujille uinti sisältyy hintaan.',
      'A 25-metre lap pool, a 32 °C children’s pool and a 42-metre water slide. Swimming is included for resort guests.',
      'En 25 meters motionsbassäng, en barnbassäng på 32 °C och en 42 meter lång vattenrutschbana. För gäster på resorten ingår simning.',
    ),
    openingHours: POOL_HOURS,
    link: swimmingHall,
  },
  {
    key: 'spa',
    tag: 'spa',
    x: 47.5,
    y: 62,
    name: loc('Kylpylä ja saunamaailma', 'Spa and sauna world', 'Spa och bastuvärld'),
    description: loc(
      'Porealtaat, höyrysauna, infrapunasauna ja puulämmitteinen sauna sekä terassi järvelle. Saunamaailma sisältyy uimahallin lippuun.',
      'Hot tubs, a steam sauna, an infrared sauna and a wood-fired sauna, with a deck facing the lake. The sauna world is included in the swimming hall ticket.',
      'Bubbelpooler, ångbastu, infraröd bastu och vedeldad bastu samt en terrass mot sjön. Bastuvärlden ingår i simhallsbiljetten.',
    ),
    openingHours: POOL_HOURS,
    link: swimmingHall,
  },
  {
    key: 'treatments',
    tag: 'spa',
    x: 55.5,
    y: 64,
    name: loc('Hoitola', 'Treatment rooms', 'Behandlingsrum'),
    description: loc(
      'Klassiset hieronnat, kasvohoidot ja urheiluhieronta pitkän rinne- tai latupäivän jälkeen. Varaa aika vastaanotosta.',
      'Classic massages, facials and sports massage after a long day on the slopes or trails. Book at reception.',
      'Klassisk massage, ansiktsbehandlingar och idrottsmassage efter en lång dag i backen eller i spåret. Boka i receptionen.',
    ),
    openingHours: loc('ti–la 10–19', 'Tue–Sat 10am–7pm', 'tis–lör 10–19'),
  },
  {
    key: 'gym',
    tag: 'wellness',
    x: 54.5,
    y: 44,
    name: loc('Kuntosali', 'Gym', 'Gym'),
    description: loc(
      'Päärakennuksen pohjoissiivessä on kuntosali juoksumattoineen, vapaine painoineen ja toiminnallisen harjoittelun alueineen. Majoittujille käyttö sisältyy hintaan.',
      'The gym in the main building’s north wing has treadmills, free weights and a functional training area. It is included for resort guests.',
      'Gymmet i huvudbyggnadens norra flygel har löpband, fria vikter och en yta för funktionell träning. För gäster på resorten ingår det.',
    ),
    openingHours: loc('joka päivä 6–22', 'Daily 6am–10pm', 'dagligen 6–22'),
    link: activityShop,
  },
  {
    key: 'trailhead',
    tag: 'info',
    x: 59.3,
    y: 47,
    name: loc('Reittien lähtöpiste', 'Trailhead', 'Ledernas startpunkt'),
    description: loc(
      'Harjupolku ja muut merkityt reitit alkavat päärakennuksen pihasta. Opastaululla näet reittien pituudet ja päivän latu- ja polkutilanteen.',
      'The Ridge Trail and the other marked routes start from the main building’s yard. The information board shows route lengths and today’s trail conditions.',
      'Åsstigen och de andra märkta lederna börjar från huvudbyggnadens gård. På informationstavlan ser du ledernas längd och dagens spår- och stigförhållanden.',
    ),
    link: article('autumn-hiking', 'Ruskaretkelle Kuusirinteeseen', 'Autumn hiking at Kuusirinne', 'Höstvandring på Kuusirinne'),
  },
  {
    key: 'playground',
    tag: 'gamesArea',
    x: 40,
    y: 52,
    name: loc('Leikkipuisto', 'Playground', 'Lekpark'),
    description: loc(
      'Aidattu leikkipuisto keinuineen, liukumäkineen ja karuselleineen ravintolan vieressä. Lasten seikkailukerho kokoontuu sen portilla.',
      'A fenced playground with swings, a slide and a roundabout next to the restaurant. The children’s adventure club meets at its gate.',
      'En inhägnad lekpark med gungor, rutschkana och karusell bredvid restaurangen. Barnens äventyrsklubb samlas vid dess grind.',
    ),
    link: article('family-holiday-tips', '7 vinkkiä perhelomalle', '7 tips for a family holiday', '7 tips för familjesemestern'),
  },

  // -------------------------------------------------------------------------------------------
  // Conference centre and sports institute
  // -------------------------------------------------------------------------------------------
  {
    key: 'conference-centre',
    tag: 'conferenceRoom',
    x: 40.5,
    y: 42,
    name: loc('Kokouskeskus ja Kuusi-sali', 'Conference centre and Kuusi Hall', 'Konferenscentret och Kuusi-salen'),
    description: loc(
      'Kokouskeskuksen suurin sali vetää 250 henkeä, ja lasikäytävä vie suoraan hotelliin ja ravintolaan. Tilat ja tekniikan varaat myyntipalvelustamme.',
      'The conference centre’s largest hall seats 250, and a glass corridor leads straight to the hotel and restaurant. Book rooms and equipment through our sales team.',
      'Konferenscentrets största sal rymmer 250 personer, och en glasgång leder direkt till hotellet och restaurangen. Lokaler och teknik bokar du via vår försäljning.',
    ),
    openingHours: loc('ma–pe 8–17 ja tilauksesta', 'Mon–Fri 8am–5pm and on request', 'mån–fre 8–17 och på beställning'),
    link: page('info', 'Kokoukset ja juhlat', 'Meetings and celebrations', 'Möten och fester'),
  },
  {
    key: 'meeting-rooms',
    tag: 'meetingRoom',
    x: 36,
    y: 43.5,
    name: loc('Kokoushuoneet Kaarna ja Käpy', 'Meeting rooms Kaarna and Käpy', 'Mötesrummen Kaarna och Käpy'),
    description: loc(
      'Kaksi 10–20 hengen kokoushuonetta kokouskeskuksen länsipäädyssä, ikkunat metsään. Näytöt ja videoneuvottelulaitteet kuuluvat varaukseen.',
      'Two meeting rooms for 10–20 people at the west end of the conference centre, with windows onto the forest. Screens and video conferencing equipment are included.',
      'Två mötesrum för 10–20 personer i konferenscentrets västra ände, med fönster mot skogen. Skärmar och videokonferensutrustning ingår.',
    ),
    link: page('contact', 'Pyydä tarjous', 'Ask for a quote', 'Be om en offert'),
  },
  {
    key: 'student-office',
    tag: 'reception',
    x: 31,
    y: 21,
    name: loc('Urheiluopiston opintotoimisto', 'Sports institute student office', 'Idrottsinstitutets studiebyrå'),
    description: loc(
      'Opintotoimisto neuvoo hakemisessa, opintojen suunnittelussa ja asuntola-asioissa. Tervetuloa käymään ilman ajanvarausta.',
      'The student office helps with applications, study plans and student housing. Drop in, no appointment needed.',
      'Studiebyrån hjälper till med ansökan, studieplanering och boende på internatet. Välkommen in utan tidsbokning.',
    ),
    openingHours: loc('ma–pe 8–16', 'Mon–Fri 8am–4pm', 'mån–fre 8–16'),
    link: page('educationCategory', 'Koulutukset', 'Education', 'Utbildning'),
  },
  {
    key: 'campus-canteen',
    tag: 'restaurant',
    x: 34.5,
    y: 25,
    name: loc('Lounasravintola Eväs', 'Lunch restaurant Eväs', 'Lunchrestaurangen Eväs'),
    description: loc(
      'Urheiluopiston lounasravintolassa syövät opiskelijat, leiriläiset ja kaikki muutkin nälkäiset. Tarjolla on lämmin lounas, salaattipöytä ja kasvisvaihtoehto joka päivä.',
      'Students, campers and anyone else who’s hungry eat at the sports institute’s lunch restaurant. There’s a hot lunch, a salad bar and a vegetarian option every day.',
      'I idrottsinstitutets lunchrestaurang äter studerande, lägerdeltagare och alla andra hungriga. Varje dag finns varm lunch, salladsbord och ett vegetariskt alternativ.',
    ),
    openingHours: loc('ma–pe 10.30–13.30', 'Mon–Fri 10.30am–1.30pm', 'mån–fre 10.30–13.30'),
  },
  {
    key: 'student-hostel',
    tag: 'budget',
    x: 43.5,
    y: 22,
    name: loc('Asuntola Harjula', 'Harjula hostel', 'Vandrarhemmet Harjula'),
    description: loc(
      'Edullista majoitusta kahden ja neljän hengen huoneissa leireille, joukkueille ja opiskelijoille. Liinavaatteet voi vuokrata, ja yhteiskeittiö on kaikkien käytössä.',
      'Affordable rooms for two or four people for camps, teams and students. Bed linen can be hired, and there is a shared kitchen for everyone.',
      'Förmånligt boende i rum för två eller fyra personer för läger, lag och studerande. Sänglinne kan hyras, och det finns ett gemensamt kök.',
    ),
  },
  {
    key: 'running-track',
    tag: 'outdoorActivity',
    x: 24,
    y: 30,
    name: loc('Urheilukenttä ja juoksurata', 'Sports field and running track', 'Idrottsplan och löparbana'),
    description: loc(
      'Tekonurmikenttä ja 400 metrin juoksurata ovat vapaasti käytössä, kun opiston tai leirien vuoroja ei ole. Radan vieressä on ulkokuntosali.',
      'The artificial turf pitch and 400-metre running track are free to use when the institute or camps haven’t booked them. There’s an outdoor gym next to the track.',
      'Konstgräsplanen och den 400 meter långa löparbanan är fria att använda när institutet eller lägren inte har bokat dem. Bredvid banan finns ett utegym.',
    ),
  },

  // -------------------------------------------------------------------------------------------
  // Sports halls and courts
  // -------------------------------------------------------------------------------------------
  {
    key: 'tennis-hall',
    tag: 'gamesArea',
    x: 51,
    y: 32.5,
    name: loc('Tennishalli', 'Tennis hall', 'Tennishall'),
    description: loc(
      'Kaksi sisätenniskenttää joustavalla pinnalla ja hyvällä valaistuksella. Vuoron voit varata verkosta tunniksi tai kahdeksi.',
      'Two indoor tennis courts with a cushioned surface and good lighting. Book a court online for one or two hours.',
      'Två tennisbanor inomhus med stötdämpande underlag och bra belysning. Boka bana på nätet för en eller två timmar.',
    ),
    openingHours: HALL_HOURS,
    link: page('courts', 'Varaa kenttä', 'Book a court', 'Boka bana'),
  },
  {
    key: 'padel-hall',
    tag: 'gamesArea',
    x: 60,
    y: 32.5,
    name: loc('Padel- ja pickleball-halli', 'Padel and pickleball hall', 'Padel- och pickleballhall'),
    description: loc(
      'Lasiseinäiset padelkentät ja kaksi pickleball-kenttää saman katon alla. Mailat ja pallot voi vuokrata palvelutiskiltä.',
      'Glass-walled padel courts and two pickleball courts under one roof. Rackets and balls can be hired at the service desk.',
      'Padelbanor med glasväggar och två pickleballbanor under samma tak. Racketar och bollar kan hyras vid servicedisken.',
    ),
    openingHours: HALL_HOURS,
    link: page('productPadel', 'Varaa padelvuoro', 'Book padel', 'Boka padel'),
  },
  {
    key: 'court-desk',
    tag: 'caddiemaster',
    x: 55.8,
    y: 37,
    name: loc('Hallien palvelutiski', 'Sports hall service desk', 'Sporthallarnas servicedisk'),
    description: loc(
      'Ilmoittaudu täällä kenttävuoroon, vuokraa mailat ja kysy vapaita vuoroja tai peliseuraa. Tiskiltä saat myös pukukaappien avaimet.',
      'Check in for your court time here, hire rackets and ask about free slots or someone to play with. You also get locker keys at the desk.',
      'Här checkar du in till din bantid, hyr racketar och frågar efter lediga tider eller spelsällskap. Vid disken får du också nycklar till skåpen.',
    ),
    openingHours: HALL_HOURS,
    link: page('courts', 'Kenttävaraus', 'Court booking', 'Banbokning'),
  },
  {
    key: 'climbing-wall',
    tag: 'attraction',
    x: 65.3,
    y: 33,
    name: loc('Kiipeilyseinä', 'Climbing wall', 'Klättervägg'),
    description: loc(
      '12 metrin kiipeilyseinällä on reittejä aloittelijoista kokeneisiin. Ohjatulle kokeilulle pääsee yli 7-vuotiaasta alkaen.',
      'The 12-metre climbing wall has routes for everyone from beginners to experienced climbers. Guided tasters are open to ages 7 and up.',
      'Den 12 meter höga klätterväggen har leder för alla från nybörjare till erfarna. Guidad prova på-klättring från 7 år.',
    ),
    openingHours: HALL_HOURS,
    link: activityShop,
  },
  {
    key: 'outdoor-courts',
    tag: 'gamesArea',
    x: 71,
    y: 32.5,
    name: loc('Ulkokentät', 'Outdoor courts', 'Utebanor'),
    description: loc(
      'Kesällä pelataan ulkona: savipintainen tenniskenttä, padelkenttä ja pickleball-kenttä. Kentät ovat käytössä toukokuusta syyskuuhun.',
      'In summer you can play outdoors on a clay tennis court, a padel court and a pickleball court. The courts are open from May to September.',
      'På sommaren spelar man utomhus: en tennisbana med grusunderlag, en padelbana och en pickleballbana. Banorna är öppna från maj till september.',
    ),
    openingHours: loc('touko–syyskuussa joka päivä 8–21', 'May–September: daily 8am–9pm', 'maj–september: dagligen 8–21'),
  },

  // -------------------------------------------------------------------------------------------
  // Slopes and ski centre
  // -------------------------------------------------------------------------------------------
  {
    key: 'slopes',
    tag: 'outdoorActivity',
    x: 83.8,
    y: 20,
    name: loc('Laskettelurinteet', 'Ski slopes', 'Slalombackar'),
    description: loc(
      'Kuusi rinnettä helpoista perherinteistä jyrkempään kilparinteeseen, osa valaistuja. Rinteet avataan joulukuun alussa, kun lunta on tarpeeksi.',
      'Six slopes, from easy family runs to a steeper race slope, some of them floodlit. The slopes open in early December once there’s enough snow.',
      'Sex nedfarter, från lätta familjebackar till en brantare tävlingsbacke, en del av dem upplysta. Backarna öppnar i början av december när det finns tillräckligt med snö.',
    ),
    openingHours: SLOPE_HOURS,
    link: article('winter-season-opening', 'Talvikausi alkaa', 'Winter season opening', 'Vintersäsongen börjar'),
  },
  {
    key: 'ski-lift',
    tag: 'outdoorActivity',
    x: 85.5,
    y: 39.5,
    name: loc('Hiihtohissin ala-asema', 'Ski lift valley station', 'Skidliftens dalstation'),
    description: loc(
      'Rinteen juurelta hissi vie huipulle, josta kaikki rinteet lähtevät. Hissilipun saat rinnekassalta tai verkosta.',
      'From the foot of the slope, the lift takes you to the top, where all the slopes start. Buy a lift pass at the slope ticket office or online.',
      'Från backens fot tar liften dig till toppen, där alla nedfarter börjar. Liftkort får du i backkassan eller på nätet.',
    ),
    openingHours: SLOPE_HOURS,
    link: activityShop,
  },
  {
    key: 'childrens-slope',
    tag: 'outdoorActivity',
    x: 82.8,
    y: 37,
    name: loc('Lastenrinne ja hiihtokoulu', 'Children’s slope and ski school', 'Barnbacke och skidskola'),
    description: loc(
      'Loiva lastenrinne mattohisseineen on pienten laskijoiden oma alue. Hiihtokoulun ryhmät kokoontuvat rinteen alaosassa.',
      'The gentle children’s slope with its magic carpet is the little skiers’ own area. Ski school groups meet at the bottom of the slope.',
      'Den flacka barnbacken med rullband är de små åkarnas eget område. Skidskolans grupper samlas nedanför backen.',
    ),
    openingHours: SLOPE_HOURS,
    link: activityShop,
  },
  {
    key: 'cafe-kanerva',
    tag: 'cafe',
    x: 79,
    y: 44,
    name: loc('Kahvila Kanerva', 'Café Kanerva', 'Café Kanerva'),
    description: loc(
      'Rinteen juurella oleva kahvila tarjoaa korvapuusteja, keittolounasta ja lämpimiä juomia. Terassilta näkee koko rinteen.',
      'The café at the foot of the slope serves cinnamon buns, soup lunches and hot drinks. From the terrace you can see the whole slope.',
      'Kaféet vid backens fot bjuder på kanelbullar, soppluncher och varma drycker. Från terrassen ser du hela backen.',
    ),
    openingHours: loc('joka päivä 9–18', 'Daily 9am–6pm', 'dagligen 9–18'),
  },
  {
    key: 'slope-rental',
    tag: 'equipmentRental',
    x: 84,
    y: 47,
    name: loc('Rinnevuokraamo ja suksihuolto', 'Slope rental and ski service', 'Backuthyrning och skidservice'),
    description: loc(
      'Laskettelu- ja lumilautavälineet, kypärät sekä suksien voitelu ja teroitus. Hiihtokoululaiset saavat välineet puoleen hintaan.',
      'Downhill skis, snowboards and helmets for hire, plus ski waxing and edge sharpening. Ski school pupils get their equipment at half price.',
      'Slalom- och snowboardutrustning och hjälmar att hyra samt vallning och slipning av skidor. Skidskoleelever får utrustningen till halva priset.',
    ),
    openingHours: SLOPE_HOURS,
    link: activityShop,
  },
  {
    key: 'slope-ticket-office',
    tag: 'reception',
    x: 90,
    y: 42.5,
    name: loc('Rinnekassa', 'Slope ticket office', 'Backkassan'),
    description: loc(
      'Rinnekassalta saat hissikortit, kausikortit ja hiihtokoulun ilmoittautumiset. Verkosta ostetut liput voit noutaa myös automaatista kassan vierestä.',
      'Get lift cards, season passes and ski school registrations at the slope ticket office. Tickets bought online can also be collected from the machine next to it.',
      'I backkassan får du liftkort, säsongskort och anmälan till skidskolan. Biljetter som köpts på nätet kan också hämtas i automaten bredvid.',
    ),
    openingHours: SLOPE_HOURS,
  },
  {
    key: 'slope-studios',
    tag: 'apartments',
    x: 95,
    y: 47.5,
    name: loc('Rinnestudiot', 'Slope studios', 'Backstudiorna'),
    description: loc(
      'Kahden hengen studiot omalla saunalla ja parvekkeella alle sadan metrin päässä hissiltä. Suksilta pääsee suoraan ovelle.',
      'Studios for two with a private sauna and balcony, less than a hundred metres from the lift. Ski right up to the door.',
      'Studior för två med egen bastu och balkong, mindre än hundra meter från liften. Åk skidor ända fram till dörren.',
    ),
    link: page('accommodationSearch', 'Hae majoitusta', 'Search accommodation', 'Sök boende'),
  },
  {
    key: 'slope-apartments',
    tag: 'apartments',
    x: 96,
    y: 59,
    name: loc('Rinnehuoneistot', 'Slope apartments', 'Backlägenheterna'),
    description: loc(
      'Kahden makuuhuoneen lomahuoneistot saunalla ja takalla kuudelle. Osa huoneistoista on lomaosakkaiden omistamia.',
      'Two-bedroom holiday apartments for six with a sauna and fireplace. Some of the apartments are owned by holiday home owners.',
      'Semesterlägenheter med två sovrum, bastu och öppen spis för sex personer. En del av lägenheterna ägs av semesterbostadsägare.',
    ),
    link: page('homeownerInfo', 'Lomaosakkaille', 'For holiday home owners', 'För semesterbostadsägare'),
  },
  {
    key: 'slope-parking',
    tag: 'parking',
    x: 89,
    y: 56,
    name: loc('Rinteen pysäköinti (P2)', 'Slope car park (P2)', 'Backens parkering (P2)'),
    description: loc(
      'Maksuton pysäköintialue rinteen ja rinnehuoneistojen vieressä. Talvella alue aurataan aamuisin ennen rinteiden avaamista.',
      'A free car park next to the slope and the slope apartments. In winter it is ploughed every morning before the slopes open.',
      'En avgiftsfri parkering bredvid backen och backlägenheterna. På vintern plogas den varje morgon innan backarna öppnar.',
    ),
  },
  {
    key: 'ski-centre',
    tag: 'equipmentRental',
    x: 71.5,
    y: 46,
    name: loc('Latukeskus ja välinevuokraamo', 'Ski centre and equipment rental', 'Skidcentret och uthyrningen'),
    description: loc(
      'Latukeskuksesta vuokraat murtomaasukset, lumikengät ja fatbiket, ja täältä saat myös latu- ja pyöräreittien kartat. Opastetut retket lähtevät oven edestä.',
      'Hire cross-country skis, snowshoes and fat bikes at the ski centre, and pick up maps of the ski and bike trails. Guided tours start right outside.',
      'I skidcentret hyr du längdskidor, snöskor och fatbikes, och här får du också kartor över skid- och cykellederna. Guidade turer startar utanför dörren.',
    ),
    openingHours: loc('joka päivä 9–18', 'Daily 9am–6pm', 'dagligen 9–18'),
    link: activityShop,
  },
  {
    key: 'ski-stadium',
    tag: 'outdoorActivity',
    x: 75,
    y: 52,
    name: loc('Hiihtostadion ja valaistu latu', 'Ski stadium and floodlit trail', 'Skidstadion och upplyst spår'),
    description: loc(
      'Kaikki ladut lähtevät hiihtostadionilta, ja 3 kilometrin valaistu lenkki on auki klo 22 asti. Syksyllä ensimmäinen latu tehdään säilölumesta.',
      'All ski trails start from the stadium, and the 3-kilometre floodlit loop is open until 10pm. In autumn the first trail is made from stored snow.',
      'Alla skidspår startar från stadion, och den 3 kilometer långa upplysta slingan är öppen till kl. 22. På hösten görs det första spåret av sparad snö.',
    ),
    openingHours: loc('valaistus joka päivä 6–22', 'Floodlights daily 6am–10pm', 'belysning dagligen 6–22'),
  },

  // -------------------------------------------------------------------------------------------
  // Parking and arrival
  // -------------------------------------------------------------------------------------------
  {
    key: 'main-parking',
    tag: 'parking',
    x: 65.5,
    y: 56,
    name: loc('Päärakennuksen pysäköinti (P1)', 'Main building car park (P1)', 'Huvudbyggnadens parkering (P1)'),
    description: loc(
      'Suurin pysäköintialue hotellin, uimahallin ja kokouskeskuksen vieressä. Pysäköinti on majoittujille maksutonta.',
      'The largest car park, next to the hotel, swimming hall and conference centre. Parking is free for guests.',
      'Den största parkeringen, bredvid hotellet, simhallen och konferenscentret. Parkeringen är gratis för gäster.',
    ),
    link: page('info', 'Saapuminen ja pysäköinti', 'Getting here and parking', 'Hitta hit och parkering'),
  },
  {
    key: 'ev-charging',
    tag: 'other',
    x: 63,
    y: 53,
    name: loc('Sähköautojen latauspisteet', 'EV charging points', 'Laddpunkter för elbilar'),
    description: loc(
      '12 latauspistettä P1-alueen kulmassa lähimpänä pääovea. Lataus maksetaan latausoperaattorin sovelluksella.',
      'Twelve charging points in the corner of car park P1 nearest the main entrance. Pay for charging with the operator’s app.',
      'Tolv laddpunkter i det hörn av parkeringen P1 som ligger närmast huvudingången. Laddningen betalas med operatörens app.',
    ),
  },
  {
    key: 'shore-parking',
    tag: 'parking',
    x: 29.3,
    y: 43.9,
    name: loc('Rannan pysäköinti (P3)', 'Shore car park (P3)', 'Strandens parkering (P3)'),
    description: loc(
      'Pysäköintialue uimarannan, kokouskeskuksen ja itäisten rantamökkien lähellä. Mökeille ajetaan rantatietä pitkin.',
      'A car park near the beach, the conference centre and the eastern lakeside cottages. The cottages are reached along the shore road.',
      'En parkering nära badstranden, konferenscentret och de östra stugorna vid sjön. Till stugorna kör man längs strandvägen.',
    ),
  },
  {
    key: 'entrance',
    tag: 'info',
    x: 93.2,
    y: 84.2,
    name: loc('Sisääntulo ja opastaulu', 'Entrance and information board', 'Infart och informationstavla'),
    description: loc(
      'Kuusirinteentien varrella oleva opastaulu näyttää tiet majoituksiin, pysäköintialueille ja rinteelle. Vastaanotto on suoraan eteenpäin päärakennuksessa.',
      'The information board on Kuusirinteentie shows the way to the accommodation, car parks and slope. Reception is straight ahead in the main building.',
      'Informationstavlan vid Kuusirinteentie visar vägen till boendet, parkeringarna och backen. Receptionen ligger rakt fram i huvudbyggnaden.',
    ),
    link: page('contact', 'Yhteystiedot', 'Contact', 'Kontakt'),
  },

  // -------------------------------------------------------------------------------------------
  // Lake, beach and shore
  // -------------------------------------------------------------------------------------------
  {
    key: 'beach',
    tag: 'attraction',
    x: 37.5,
    y: 63,
    name: loc('Uimaranta', 'Beach', 'Badstrand'),
    description: loc(
      'Matalasti syvenevä hiekkaranta uimalaitureineen on lapsiperheiden suosikki. Heinäkuussa rantavahti on paikalla päivittäin.',
      'The gently sloping sandy beach with its bathing jetty is a favourite with families. In July a beach attendant is on duty every day.',
      'Den långgrunda sandstranden med badbrygga är barnfamiljernas favorit. I juli finns en strandvakt på plats varje dag.',
    ),
    openingHours: SUMMER_BEACH_HOURS,
    link: article('family-holiday-tips', '7 vinkkiä perhelomalle', '7 tips for a family holiday', '7 tips för familjesemestern'),
  },
  {
    key: 'canoe-rental',
    tag: 'equipmentRental',
    x: 33.8,
    y: 60,
    name: loc('Kanootti- ja SUP-vuokraamo', 'Canoe and SUP rental', 'Kanot- och SUP-uthyrning'),
    description: loc(
      'Kanootit, SUP-laudat ja pelastusliivit lähtevät rantalaiturilta. Opastetut melontaretket kokoontuvat vuokraamon edessä.',
      'Canoes, SUP boards and life jackets leave from the jetty. Guided canoe tours meet in front of the rental shed.',
      'Kanoter, SUP-brädor och flytvästar utgår från bryggan. Guidade kanotturer samlas framför uthyrningen.',
    ),
    openingHours: loc('kesäkaudella joka päivä 9–21', 'Summer season: daily 9am–9pm', 'sommarsäsong: dagligen 9–21'),
    link: activityShop,
  },
  {
    key: 'beach-kiosk',
    tag: 'cafe',
    x: 40.6,
    y: 64.5,
    name: loc('Rantakioski', 'Beach kiosk', 'Strandkiosken'),
    description: loc(
      'Jäätelöä, kahvia, pullaa ja kylmiä juomia suoraan hiekalle. Kioskista voi vuokrata myös rantapyyhkeitä.',
      'Ice cream, coffee, buns and cold drinks right on the sand. You can also hire beach towels at the kiosk.',
      'Glass, kaffe, bullar och kalla drycker direkt på sanden. I kiosken kan du också hyra strandhanddukar.',
    ),
    openingHours: SUMMER_BEACH_HOURS,
  },
  {
    key: 'grill-hut',
    tag: 'restaurant',
    x: 31.6,
    y: 56.5,
    name: loc('Grillikota Loimu', 'Grill hut Loimu', 'Grillkåtan Loimu'),
    description: loc(
      'Rannan grillikodassa paistetaan loimulohta, makkaraa ja kasvisvartaita avotulella. Iltaisin kota on varattavissa omille porukoille.',
      'At the grill hut on the shore, we cook flame-grilled salmon, sausages and vegetable skewers over an open fire. In the evenings the hut can be booked for your own group.',
      'I grillkåtan vid stranden tillagas flamgrillad lax, korv och grönsaksspett över öppen eld. På kvällarna kan kåtan bokas för egna sällskap.',
    ),
    openingHours: loc('kesäkaudella ke–su 16–21', 'Summer season: Wed–Sun 4pm–9pm', 'sommarsäsong: ons–sön 16–21'),
  },
  {
    key: 'beach-volleyball',
    tag: 'gamesArea',
    x: 36,
    y: 56,
    name: loc('Rantalentopallokenttä', 'Beach volleyball court', 'Beachvolleybollplan'),
    description: loc(
      'Hiekkakenttä rannan tuntumassa on vapaasti käytössä. Pallon saat lainaksi rantakioskista.',
      'The sand court by the beach is free to use. You can borrow a ball from the beach kiosk.',
      'Sandplanen vid stranden är fri att använda. En boll kan du låna i strandkiosken.',
    ),
  },
  {
    key: 'smoke-sauna',
    tag: 'wellness',
    x: 45,
    y: 76,
    name: loc('Rantasavusauna', 'Lakeside smoke sauna', 'Rökbastun vid stranden'),
    description: loc(
      'Savusaunan pehmeät löylyt ja laituri suoraan järveen, talvella avantoon. Savusauna lämpiää keskiviikkoisin ja lauantaisin.',
      'Soft steam in the smoke sauna and a jetty straight into the lake, or the ice hole in winter. The smoke sauna is heated on Wednesdays and Saturdays.',
      'Mjuka bad i rökbastun och en brygga rakt ut i sjön, på vintern till en isvak. Rökbastun värms på onsdagar och lördagar.',
    ),
    openingHours: loc('ke ja la 18–21', 'Wed and Sat 6pm–9pm', 'ons och lör 18–21'),
    link: activityShop,
  },
  {
    key: 'sauna-cabinet',
    tag: 'meetingRoom',
    x: 48,
    y: 79,
    name: loc('Saunakabinetti Lauteet', 'Lauteet sauna lounge', 'Bastukabinettet Lauteet'),
    description: loc(
      'Savusaunan vieressä on takallinen kabinetti 20 hengelle: kokous päivällä ja sauna illalla samassa paikassa. Tarjoilut tulevat ravintola Kuusesta.',
      'Next to the smoke sauna there’s a lounge with a fireplace for 20 people: a meeting by day and a sauna in the evening, all in one place. Catering comes from Restaurant Kuusi.',
      'Bredvid rökbastun finns ett kabinett med öppen spis för 20 personer: möte på dagen och bastu på kvällen på samma ställe. Serveringen kommer från Restaurang Kuusi.',
    ),
    link: page('contact', 'Pyydä tarjous', 'Ask for a quote', 'Be om en offert'),
  },
  {
    key: 'island-lean-to',
    tag: 'pointOfInterest',
    x: 16,
    y: 79,
    name: loc('Kuusisaaren laavu', 'Kuusisaari lean-to', 'Vindskyddet på Kuusisaari'),
    description: loc(
      'Saaren laavulle pääsee vain vesiteitse, ja opastetut melontaretket pysähtyvät täällä nuotiokahville. Tulentekopaikalla on valmiina polttopuita.',
      'The island lean-to can only be reached by water, and guided canoe tours stop here for campfire coffee. Firewood is ready at the fireplace.',
      'Vindskyddet på ön nås bara sjövägen, och de guidade kanotturerna stannar här för kaffe vid lägerelden. Ved finns färdigt vid eldplatsen.',
    ),
    link: article('lake-sustainability', 'Kuusijärven hyväksi', 'Caring for Lake Kuusijärvi', 'För Kuusijärvis bästa'),
  },

  // -------------------------------------------------------------------------------------------
  // Cottages and other accommodation
  // -------------------------------------------------------------------------------------------
  {
    key: 'lakeside-cottages-west',
    tag: 'cottages',
    x: 11,
    y: 41.5,
    name: loc('Järvenrantamökit 1–6', 'Lakeside cottages 1–6', 'Stugorna vid sjön 1–6'),
    description: loc(
      'Hirsimökit kuudelle Kuusijärven länsirannalla, kullakin oma rantasauna, laituri ja soutuvene. Mökit on rakennettu harvakseen, joten naapurit eivät näy ikkunasta.',
      'Log cottages for six on the west shore of Lake Kuusijärvi, each with its own lakeside sauna, jetty and rowing boat. They are spread out, so you can’t see the neighbours from the window.',
      'Timmerstugor för sex vid Kuusijärvis västra strand, var och en med egen strandbastu, brygga och roddbåt. Stugorna ligger glest, så grannarna syns inte genom fönstret.',
    ),
    link: page('productLakesideCottage', 'Järvenrantamökki', 'Lakeside cottage', 'Stuga vid sjön'),
  },
  {
    key: 'lakeside-cottages-east',
    tag: 'cottages',
    x: 25,
    y: 49,
    name: loc('Järvenrantamökit 7–12', 'Lakeside cottages 7–12', 'Stugorna vid sjön 7–12'),
    description: loc(
      'Rannan itäisimmät mökit ovat lyhyen kävelymatkan päässä uimarannalta ja päärakennuksesta. Kolmeen mökkiin saa ottaa lemmikin.',
      'The easternmost cottages are a short walk from the beach and the main building. Pets are welcome in three of them.',
      'De östligaste stugorna ligger en kort promenad från badstranden och huvudbyggnaden. I tre av dem är husdjur välkomna.',
    ),
    link: page('productLakesideCottage', 'Järvenrantamökki', 'Lakeside cottage', 'Stuga vid sjön'),
  },
  {
    key: 'forest-cabins',
    tag: 'cottages',
    x: 13.5,
    y: 18,
    name: loc('Metsämökit', 'Forest cabins', 'Skogsstugorna'),
    description: loc(
      'Saunalliset mökit neljälle kuusimetsän keskellä, latu ja luontopolku kulkevat aivan ohi. Lemmikit ovat tervetulleita.',
      'Cabins with a sauna for four in the middle of the spruce forest, with the ski trail and nature trail running right past. Pets are welcome.',
      'Stugor med bastu för fyra mitt i granskogen, med skidspåret och naturstigen alldeles intill. Husdjur är välkomna.',
    ),
    link: page('accommodationSearch', 'Hae majoitusta', 'Search accommodation', 'Sök boende'),
  },
  {
    key: 'kelohonka',
    tag: 'cottages',
    x: 26.6,
    y: 10,
    name: loc('Ryhmämökki Kelohonka', 'Kelohonka group lodge', 'Gruppstugan Kelohonka'),
    description: loc(
      'Iso hirsimökki kahdelletoista: kuusi makuuhuonetta, kymmenen hengen sauna ja pitkä ruokapöytä. Suosittu seurojen leireillä ja sukujuhlissa.',
      'A large log lodge for twelve with six bedrooms, a ten-person sauna and a long dining table. Popular for club camps and family celebrations.',
      'En stor timmerstuga för tolv med sex sovrum, en bastu för tio och ett långt matbord. Populär för föreningsläger och släktfester.',
    ),
    link: page('accommodationSearch', 'Hae majoitusta', 'Search accommodation', 'Sök boende'),
  },
  {
    key: 'villas',
    tag: 'accommodation',
    x: 41.5,
    y: 89,
    name: loc('Rantahuvilat Kuikka ja Kaakkuri', 'Lakeside villas Kuikka and Kaakkuri', 'Strandvillorna Kuikka och Kaakkuri'),
    description: loc(
      'Resortin kaksi huvilaa omalla niemellään: panoraamaikkunat järvelle, rantasauna ja palju. Kumpaankin mahtuu kahdeksan henkeä.',
      'The resort’s two villas on their own headland, with panoramic windows facing the lake, a lakeside sauna and a hot tub. Each sleeps eight.',
      'Resortens två villor på en egen udde, med panoramafönster mot sjön, strandbastu och badtunna. Var och en rymmer åtta personer.',
    ),
    link: page('accommodationSearch', 'Hae majoitusta', 'Search accommodation', 'Sök boende'),
  },
  {
    key: 'caravan-area',
    tag: 'budget',
    x: 12.5,
    y: 32,
    name: loc('Karavaanialue', 'Caravan area', 'Husvagnsområdet'),
    description: loc(
      'Sähköistetyt paikat asuntovaunuille ja -autoille metsän suojassa. Huoltorakennuksessa on suihkut, sauna ja pyykinpesukone.',
      'Pitches with electricity for caravans and motorhomes, sheltered by the forest. The service building has showers, a sauna and a washing machine.',
      'Platser med el för husvagnar och husbilar i skydd av skogen. I servicebyggnaden finns duschar, bastu och tvättmaskin.',
    ),
    openingHours: loc(
      'vastaanotto päärakennuksessa joka päivä 7–23',
      'Check in at the main building reception, daily 7am–11pm',
      'incheckning i huvudbyggnadens reception, dagligen 7–23',
    ),
  },
  {
    key: 'recycling',
    tag: 'other',
    x: 20.6,
    y: 41,
    name: loc('Kierrätyspiste', 'Recycling point', 'Återvinningspunkt'),
    description: loc(
      'Katettu kierrätyspiste rantamökkien välissä: bio-, muovi-, lasi-, metalli-, kartonki- ja sekajäte. Lajitteluohjeet löytyvät jokaisesta mökistä.',
      'A covered recycling point between the lakeside cottages for biowaste, plastic, glass, metal, cardboard and mixed waste. Sorting instructions are in every cottage.',
      'En täckt återvinningspunkt mellan stugorna vid sjön för bioavfall, plast, glas, metall, kartong och blandavfall. Sorteringsanvisningar finns i varje stuga.',
    ),
    link: article('lake-sustainability', 'Kuusijärven hyväksi', 'Caring for Lake Kuusijärvi', 'För Kuusijärvis bästa'),
  },

  // -------------------------------------------------------------------------------------------
  // Forest and ridge
  // -------------------------------------------------------------------------------------------
  {
    key: 'ridge-viewpoint',
    tag: 'pointOfInterest',
    x: 54.8,
    y: 10.7,
    name: loc('Harjun näkötorni', 'Ridge viewing tower', 'Utsiktstornet på åsen'),
    description: loc(
      'Harjupolun korkeimmalta kohdalta näkee koko Kuusijärven ja rinteet. Kahden kilometrin lenkki sopii myös lastenrattaille.',
      'From the highest point of the Ridge Trail you can see all of Lake Kuusijärvi and the slopes. The two-kilometre loop is pushchair-friendly too.',
      'Från Åsstigens högsta punkt ser du hela Kuusijärvi och backarna. Den två kilometer långa slingan går också bra med barnvagn.',
    ),
    link: article('autumn-hiking', 'Ruskaretkelle Kuusirinteeseen', 'Autumn hiking at Kuusirinne', 'Höstvandring på Kuusirinne'),
  },
  {
    key: 'disc-golf',
    tag: 'outdoorActivity',
    x: 66,
    y: 22,
    name: loc('Frisbeegolfrata', 'Disc golf course', 'Discgolfbana'),
    description: loc(
      'Yhdeksän väylän metsärata alkaa palloiluhallien takaa. Kiekkoja voi lainata hallien palvelutiskiltä.',
      'A nine-hole forest course that starts behind the sports halls. You can borrow discs at the sports hall service desk.',
      'En skogsbana med nio hål som börjar bakom sporthallarna. Discar kan lånas vid sporthallarnas servicedisk.',
    ),
  },
]
