import { loc, md } from './text'
import type { SeedCourse } from './types'

const NO_ACCOMMODATION = loc(
  'Majoitus ei sisälly hintaan. Kurssilaiset saavat hotellista ja mökeistä 15 %:n alennuksen koodilla KURSSI15.',
  'Accommodation is not included. Course participants get 15% off hotel rooms and cottages with the code KURSSI15.',
  'Boende ingår inte. Kursdeltagare får 15 % rabatt på hotellrum och stugor med koden KURSSI15.',
)
const LUNCH = loc(
  'Lounas ravintola Kuusessa sisältyy hintaan jokaisena kurssipäivänä.',
  'Lunch at Restaurant Kuusi is included on every course day.',
  'Lunch i restaurang Kuusi ingår varje kursdag.',
)
const NO_MEALS = loc(
  'Ei aterioita. Kahvila Kanerva on auki joka päivä klo 9–18.',
  'No meals included. Café Kanerva is open daily from 9 am to 6 pm.',
  'Inga måltider ingår. Café Kanerva har öppet varje dag kl. 9–18.',
)

export const seedCourses: SeedCourse[] = [
  {
    kind: 'course',
    code: 'PADEL-ALKEET',
    startsOn: 'sat',
    name: loc('Padelin alkeiskurssi', 'Padel for beginners', 'Padel för nybörjare'),
    marketingName: loc('Padelin alkeet viikonlopussa', 'Learn padel in a weekend', 'Lär dig padel på en helg'),
    shortDescription: loc(
      'Kahden päivän kurssi, jonka jälkeen osaat säännöt, peruslyönnit ja lasiseinien käytön.',
      'A two-day course that teaches you the rules, the basic shots and how to play off the glass walls.',
      'En tvådagarskurs där du lär dig reglerna, grundslagen och hur man spelar mot glasväggarna.',
    ),
    description: loc(
      md(
        'Padel on helppo aloittaa, ja jo ensimmäisenä päivänä pääset pelaamaan oikeita palloralleja. Kurssilla harjoitellaan kämmen- ja rystylyönnit, lentolyönnit, syöttö sekä pelaaminen takaseinän kautta.',
        'Ryhmässä on enintään kahdeksan pelaajaa ja kaksi valmentajaa, joten jokainen saa henkilökohtaista palautetta. Mailat ja pallot saat lainaksi.',
      ),
      md(
        'Padel is easy to pick up, and you’ll be playing proper rallies on the very first day. The course covers forehands and backhands, volleys, the serve and playing the ball off the back wall.',
        'There are no more than eight players and two coaches in a group, so everyone gets personal feedback. Rackets and balls are provided.',
      ),
      md(
        'Padel är lätt att komma igång med, och redan första dagen spelar du riktiga bollväxlingar. På kursen övar vi forehand och backhand, volley, serve och spel via bakväggen.',
        'Gruppen har högst åtta spelare och två tränare, så alla får personlig återkoppling. Racketar och bollar får du låna.',
      ),
    ),
    image: 'padel-court',
    categories: ['KURSSIT'],
    taxClass: 'services',
    filters: { sport: ['padel'], ageGroup: ['adults', 'youth'], level: ['beginner'] },
    slug: loc('padelin-alkeiskurssi', 'padel-for-beginners', 'padel-for-nyborjare'),
    programme: loc(
      md('**La** 10–12 säännöt ja peruslyönnit, 13–15 lentolyönnit ja syöttö', '**Su** 10–12 seinäpelit, 13–15 nelinpeliturnaus'),
      md('**Sat** 10–12 rules and basic shots, 13–15 volleys and the serve', '**Sun** 10–12 playing off the walls, 13–15 doubles tournament'),
      md('**Lör** 10–12 regler och grundslag, 13–15 volley och serve', '**Sön** 10–12 spel mot väggarna, 13–15 dubbelturnering'),
    ),
    meals: NO_MEALS,
    accommodation: NO_ACCOMMODATION,
    sessions: [
      { dayOffset: 9, days: 2, places: 3, price: 8900 },
      { dayOffset: 44, days: 2, places: 8, price: 8900 },
      { dayOffset: 100, days: 2, places: 8, price: 8900 },
    ],
  },
  {
    kind: 'course',
    code: 'TENNISLEIRI-JUNIORI',
    startsOn: 'mon',
    name: loc('Junioreiden tennisleiri', 'Junior tennis camp', 'Tennisläger för juniorer'),
    marketingName: loc('Tennisleiri 10–15-vuotiaille', 'Tennis camp for ages 10–15', 'Tennisläger för 10–15-åringar'),
    shortDescription: loc(
      'Viiden päivän leiri nuorille tennispelaajille, joilla on jo pelikokemusta.',
      'A five-day camp for young tennis players who already have some match experience.',
      'Ett femdagarsläger för unga tennisspelare som redan har viss matcherfarenhet.',
    ),
    description: loc(
      md(
        'Leirillä pelataan tennistä neljä tuntia päivässä urheiluopiston valmentajien johdolla. Kenttäharjoitusten lisäksi ohjelmassa on fysiikkaharjoittelua, uintia ja iltaisin yhteistä tekemistä.',
        'Leiri sopii 10–15-vuotiaille, jotka ovat pelanneet seurassa vähintään vuoden. Ryhmät jaetaan tason mukaan ensimmäisenä aamuna.',
      ),
      md(
        'Campers play four hours of tennis a day with coaches from our sports institute. Alongside court sessions there’s fitness training, swimming and activities together in the evenings.',
        'The camp is for 10 to 15-year-olds who have played in a club for at least a year. Groups are formed by level on the first morning.',
      ),
      md(
        'På lägret spelar deltagarna tennis fyra timmar om dagen under ledning av idrottsinstitutets tränare. Utöver träningen på banan står fysträning, simning och gemensamma kvällsaktiviteter på programmet.',
        'Lägret passar 10–15-åringar som har spelat i en förening i minst ett år. Grupperna delas in efter nivå den första morgonen.',
      ),
    ),
    image: 'tennis-hall',
    images: ['student-coach'],
    categories: ['KURSSIT'],
    taxClass: 'services',
    filters: { sport: ['tennis'], ageGroup: ['children', 'youth'], level: ['intermediate'] },
    slug: loc('junioreiden-tennisleiri', 'junior-tennis-camp', 'tennislager-for-juniorer'),
    programme: loc(
      'Joka päivä klo 9–11 ja 14–16 kenttäharjoitukset, klo 12 lounas, klo 17 fysiikka tai uinti ja klo 19 iltaohjelma. Viimeisenä päivänä leiriturnaus ja palkintojenjako.',
      'Every day: court sessions 9–11 am and 2–4 pm, lunch at noon, fitness or swimming at 5 pm and an evening activity at 7 pm. Camp tournament and prize-giving on the last day.',
      'Varje dag kl. 9–11 och 14–16 träning på banan, kl. 12 lunch, kl. 17 fysträning eller simning och kl. 19 kvällsprogram. Sista dagen lägerturnering och prisutdelning.',
    ),
    meals: loc(
      'Täysihoito: aamiainen, lounas, päivällinen ja iltapala.',
      'Full board: breakfast, lunch, dinner and an evening snack.',
      'Helpension: frukost, lunch, middag och kvällsmål.',
    ),
    accommodation: loc(
      'Majoitus sisältyy hintaan leirimökeissä 4–6 hengen huoneissa valvojan kanssa.',
      'Accommodation is included, in camp lodges with 4 to 6 campers per room and a supervisor on site.',
      'Boende ingår, i lägerstugor med 4–6 deltagare per rum och en övervakare på plats.',
    ),
    sessions: [
      { dayOffset: 25, days: 5, places: 16, price: 44900 },
      { dayOffset: 150, days: 5, places: 16, price: 44900 },
      { dayOffset: 290, days: 5, places: 16, price: 46900 },
    ],
  },
  {
    kind: 'course',
    code: 'UIMAKOULU-LAPSET',
    startsOn: 'mon',
    name: loc('Lasten uimakoulu', 'Children’s swimming lessons', 'Simskola för barn'),
    marketingName: loc('Intensiivinen uimakoulu lapsille', 'Intensive swimming lessons for children', 'Intensiv simskola för barn'),
    shortDescription: loc(
      'Viiden päivän intensiivikurssi 5–9-vuotiaille, tavoitteena uimataito.',
      'A five-day intensive course for 5 to 9-year-olds, aiming for the swimming proficiency badge.',
      'En intensivkurs på fem dagar för 5–9-åringar, med simkunnighet som mål.',
    ),
    description: loc(
      md(
        'Uimakoulussa opetellaan vesiturvallisuutta, kellumista, liukumista ja ensimmäisiä uintivetoja leikin kautta. Tunti pidetään joka päivä samaan aikaan lämpimässä opetusaltaassa.',
        'Ryhmässä on enintään 12 lasta ja kaksi opettajaa. Viimeisenä päivänä jokainen saa uimamerkkitodistuksen.',
      ),
      md(
        'Through play, children learn water safety, floating, gliding and their first swimming strokes. The 45-minute lesson is held at the same time every day in the warm teaching pool.',
        'There are no more than 12 children and two teachers in a group. On the last day everyone gets a swimming badge certificate.',
      ),
      md(
        'Genom lek lär sig barnen vattensäkerhet, att flyta, glida och sina första simtag. Lektionen hålls varje dag vid samma tid i den varma undervisningsbassängen.',
        'I gruppen finns högst 12 barn och två lärare. Den sista dagen får alla ett simmärkesintyg.',
      ),
    ),
    image: 'swimming-hall',
    images: ['kids-playground'],
    categories: ['KURSSIT'],
    taxClass: 'services',
    filters: { sport: ['swimming'], ageGroup: ['children'], level: ['beginner'] },
    slug: loc('lasten-uimakoulu', 'childrens-swimming-lessons', 'simskola-for-barn'),
    programme: loc(
      'Joka päivä 45 minuutin tunti klo 10.00. Vanhemmat voivat seurata viimeistä tuntia altaan reunalta.',
      'A 45-minute lesson at 10 am every day. Parents are welcome to watch the last lesson from the poolside.',
      'Varje dag en lektion på 45 minuter kl. 10.00. Föräldrarna får följa den sista lektionen från bassängkanten.',
    ),
    meals: NO_MEALS,
    accommodation: NO_ACCOMMODATION,
    sessions: [
      { dayOffset: 14, days: 5, places: 12, price: 9900 },
      { dayOffset: 70, days: 5, places: 12, price: 9900 },
      { dayOffset: 200, days: 5, places: 12, price: 9900 },
    ],
  },
  {
    kind: 'course',
    code: 'UINTITEKNIIKKA',
    startsOn: 'sat',
    name: loc('Vapaauinnin tekniikkakurssi', 'Front crawl technique course', 'Teknikkurs i crawl'),
    marketingName: loc('Vapaauinti sujuvaksi', 'Smooth front crawl', 'Smidig crawl'),
    shortDescription: loc(
      'Aikuisten kahden päivän kurssi, jolla vapaauintiin tulee rytmiä, rentoutta ja kestävyyttä.',
      'A two-day course for adults that brings rhythm, relaxation and endurance to your front crawl.',
      'En tvådagarskurs för vuxna som ger din crawl rytm, avslappning och uthållighet.',
    ),
    description: loc(
      md(
        'Kurssi on tarkoitettu aikuisille, jotka uivat jo 25 metriä mutta haluavat vapaauinnin tuntuvan kevyemmältä. Keskitymme hengitykseen, vesiasentoon ja potkuun.',
        'Jokaisen uintia kuvataan veden alla, ja videot käydään läpi yhdessä valmentajan kanssa.',
      ),
      md(
        'The course is for adults who can already swim 25 metres but want their front crawl to feel easier. We focus on breathing, body position and the kick.',
        'Everyone is filmed underwater, and you go through the footage together with the coach.',
      ),
      md(
        'Kursen är för vuxna som redan simmar 25 meter men vill att crawlen ska kännas lättare. Vi fokuserar på andningen, kroppsläget och benspark.',
        'Alla filmas under vattnet, och videorna går ni igenom tillsammans med tränaren.',
      ),
    ),
    image: 'swimming-hall',
    categories: ['KURSSIT'],
    taxClass: 'services',
    filters: { sport: ['swimming'], ageGroup: ['adults', 'seniors'], level: ['intermediate'] },
    slug: loc('vapaauinnin-tekniikkakurssi', 'front-crawl-technique-course', 'teknikkurs-i-crawl'),
    programme: loc(
      md('**1. päivä** 9–11 allasharjoitus ja videokuvaus, 13–14 videopalaute', '**2. päivä** 9–11 harjoitteet ja 400 metrin testiuinti'),
      md('**Day 1** 9–11 am pool session and filming, 1–2 pm video feedback', '**Day 2** 9–11 am drills and a 400-metre test swim'),
      md('**Dag 1** 9–11 bassängpass och filmning, 13–14 videogenomgång', '**Dag 2** 9–11 övningar och ett testsim på 400 meter'),
    ),
    meals: LUNCH,
    accommodation: NO_ACCOMMODATION,
    sessions: [
      { dayOffset: 20, days: 2, places: 12, price: 12900 },
      { dayOffset: 120, days: 2, places: 12, price: 12900 },
    ],
  },
  {
    kind: 'course',
    code: 'JOOGAVIIKONLOPPU',
    startsOn: 'fri',
    name: loc('Jooga- ja saunaviikonloppu', 'Yoga and sauna weekend', 'Yoga- och bastuhelg'),
    marketingName: loc('Hyvinvointiviikonloppu järven rannalla', 'Wellbeing weekend by the lake', 'Välmåendehelg vid sjön'),
    shortDescription: loc(
      'Kolme päivää joogaa, savusaunaa, hyvää ruokaa ja hiljaisuutta järven rannalla.',
      'Three days of yoga, smoke sauna, good food and quiet by the lake.',
      'Tre dagar med yoga, rökbastu, god mat och stillhet vid sjön.',
    ),
    description: loc(
      md(
        'Viikonloppu rauhoittaa kiireisen arjen: aamuisin joogataan järvimaisemissa, iltapäivisin kävellään metsässä ja illalla lämpiää savusauna.',
        'Joogatunnit sopivat myös aloittelijoille, ja jokainen voi tehdä liikkeet oman kehonsa mukaan. Matot, tyynyt ja huovat saat meiltä.',
      ),
      md(
        'This weekend slows down busy everyday life: yoga in the mornings with a view of the lake, forest walks in the afternoons and the smoke sauna in the evenings.',
        'The yoga classes are suitable for beginners too, and everyone can adapt the poses to their own body. We provide mats, cushions and blankets.',
      ),
      md(
        'Helgen ger paus från en hektisk vardag: på morgnarna yoga med utsikt över sjön, på eftermiddagarna skogspromenader och på kvällarna rökbastu.',
        'Yogapassen passar även nybörjare, och alla kan anpassa rörelserna efter sin egen kropp. Mattor, kuddar och filtar får du av oss.',
      ),
    ),
    image: 'yoga',
    images: ['spa-sauna', 'hero-lake-summer'],
    categories: ['KURSSIT'],
    taxClass: 'services',
    filters: { sport: ['yoga'], ageGroup: ['adults', 'seniors'], level: ['beginner', 'intermediate'] },
    slug: loc('jooga-ja-saunaviikonloppu', 'yoga-and-sauna-weekend', 'yoga-och-bastuhelg'),
    programme: loc(
      md(
        '**Pe** 17 tervetuloa, 18 kevyt iltajooga ja illallinen',
        '**La** 8 aamujooga, 13 metsäkävely, 18 savusauna',
        '**Su** 8 aamujooga ja meditaatio, 12 päätöslounas',
      ),
      md(
        '**Fri** 5 pm welcome, 6 pm gentle evening yoga and dinner',
        '**Sat** 8 am morning yoga, 1 pm forest walk, 6 pm smoke sauna',
        '**Sun** 8 am morning yoga and meditation, noon closing lunch',
      ),
      md(
        '**Fre** 17 välkomst, 18 lugn kvällsyoga och middag',
        '**Lör** 8 morgonyoga, 13 skogspromenad, 18 rökbastu',
        '**Sön** 8 morgonyoga och meditation, 12 avslutande lunch',
      ),
    ),
    meals: loc(
      'Kaikki ateriat perjantain illallisesta sunnuntain lounaaseen, kasvisvaihtoehdot aina saatavilla.',
      'All meals from Friday dinner to Sunday lunch, with vegetarian options always available.',
      'Alla måltider från fredagens middag till söndagens lunch, vegetariska alternativ finns alltid.',
    ),
    accommodation: loc(
      'Majoitus hotellin kahden hengen huoneessa sisältyy hintaan. Yhden hengen huoneen lisä 40 € / yö.',
      'Accommodation in a double hotel room is included. Single room supplement €40 per night.',
      'Boende i dubbelrum på hotellet ingår. Tillägg för enkelrum 40 € per natt.',
    ),
    sessions: [
      { dayOffset: 17, days: 3, places: 20, price: 34900 },
      { dayOffset: 80, days: 3, places: 20, price: 34900 },
      { dayOffset: 240, days: 3, places: 20, price: 36900 },
    ],
  },
  {
    kind: 'course',
    code: 'HIIHTOKURSSI',
    startsOn: 'sat',
    season: 'winter',
    name: loc('Perinteisen hiihdon tekniikkakurssi', 'Classic cross-country skiing course', 'Kurs i klassisk skidåkning'),
    marketingName: loc('Hiihtotekniikka kuntoon', 'Master classic skiing', 'Bättre teknik i klassisk stil'),
    shortDescription: loc(
      'Kahden päivän kurssi, jolla perinteisen hiihdon potku ja pito alkavat vihdoin toimia.',
      'A two-day course that finally makes your classic-style kick and grip work.',
      'En tvådagarskurs där frånskjutet och fästet i klassisk stil äntligen börjar fungera.',
    ),
    description: loc(
      md(
        'Kurssilla harjoitellaan tasapainoa, potkua, tasatyöntöä ja ylämäkitekniikkaa valaistuilla laduilla. Talvella hiihdetään oikealla lumella ja lumettomana aikana rullasuksilla.',
        'Saat myös vinkit suksien valintaan ja voiteluun. Vuokrasukset kuuluvat hintaan.',
      ),
      md(
        'The course covers balance, the kick, double poling and uphill technique on our floodlit trails. In winter we ski on real snow, and outside the snow season on roller skis.',
        'You’ll also get tips on choosing and waxing skis. Rental skis are included.',
      ),
      md(
        'På kursen övar vi balans, frånskjut, stakning och uppförsbacksteknik i de belysta spåren. På vintern åker vi på riktig snö och under den snöfria säsongen på rullskidor.',
        'Du får också tips om val och vallning av skidor. Hyrskidor ingår.',
      ),
    ),
    image: 'cross-country-ski',
    categories: ['KURSSIT'],
    taxClass: 'services',
    filters: { sport: ['skiing'], ageGroup: ['adults'], level: ['beginner', 'intermediate'] },
    slug: loc('hiihdon-tekniikkakurssi', 'classic-skiing-course', 'kurs-i-klassisk-skidakning'),
    programme: loc(
      md('**1. päivä** 10–12 tasapaino ja potku, 14–15.30 tasatyöntö', '**2. päivä** 10–12 ylä- ja alamäet, 13–14 suksien huolto'),
      md('**Day 1** 10 am–noon balance and the kick, 2–3.30 pm double poling', '**Day 2** 10 am–noon uphills and downhills, 1–2 pm ski care'),
      md('**Dag 1** 10–12 balans och frånskjut, 14–15.30 stakning', '**Dag 2** 10–12 upp- och nedförsbackar, 13–14 skidvård'),
    ),
    meals: LUNCH,
    accommodation: NO_ACCOMMODATION,
    sessions: [
      { dayOffset: 60, days: 2, places: 14, price: 14900 },
      { dayOffset: 95, days: 2, places: 14, price: 14900 },
      { dayOffset: 310, days: 2, places: 14, price: 14900 },
    ],
  },
  {
    kind: 'course',
    code: 'LIIKUNTALEIRI-LAPSET',
    startsOn: 'mon',
    name: loc('Lasten liikuntaleiri', 'Children’s sports day camp', 'Idrottsdagläger för barn'),
    marketingName: loc('Liikuntaleiri 7–12-vuotiaille', 'Sports day camp for ages 7–12', 'Idrottsdagläger för 7–12-åringar'),
    shortDescription: loc(
      'Viiden päivän päiväleiri, jolla kokeillaan kymmentä eri lajia uinnista padeliin.',
      'A five-day day camp where children try ten different sports, from swimming to padel.',
      'Ett dagläger på fem dagar där barnen provar tio olika grenar, från simning till padel.',
    ),
    description: loc(
      md(
        'Päiväleirillä liikutaan monipuolisesti sisällä ja ulkona: uidaan, pelataan, kiipeillään, suunnistetaan ja leikitään. Ohjaajina toimivat urheiluopiston opiskelijat ja valmentajat.',
        'Leiripäivä kestää klo 9–16, ja lapset tuodaan ja haetaan päärakennuksen aulasta.',
      ),
      md(
        'At the day camp children get active indoors and outdoors in many ways: swimming, ball games, climbing, orienteering and play. The camp is led by students and coaches from our sports institute.',
        'Camp days run from 9 am to 4 pm, with drop-off and pick-up in the main building lobby.',
      ),
      md(
        'På daglägret rör sig barnen mångsidigt inomhus och utomhus: de simmar, spelar bollspel, klättrar, orienterar och leker. Ledarna är studerande och tränare från idrottsinstitutet.',
        'Lägerdagen pågår kl. 9–16, och barnen lämnas och hämtas i huvudbyggnadens lobby.',
      ),
    ),
    image: 'kids-playground',
    images: ['swimming-hall', 'student-coach'],
    categories: ['KURSSIT'],
    taxClass: 'services',
    filters: { sport: ['multiSport'], ageGroup: ['children'], level: ['beginner'] },
    slug: loc('lasten-liikuntaleiri', 'childrens-sports-day-camp', 'idrottsdaglager-for-barn'),
    programme: loc(
      'Joka päivä kaksi lajia aamupäivällä ja kaksi iltapäivällä, välissä lounas ja välipala. Perjantaina leirikisat ja diplomit.',
      'Two sports in the morning and two in the afternoon every day, with lunch and a snack in between. Camp games and diplomas on Friday.',
      'Varje dag två grenar på förmiddagen och två på eftermiddagen, med lunch och mellanmål däremellan. På fredagen lägertävlingar och diplom.',
    ),
    meals: loc('Lounas ja iltapäivän välipala joka päivä.', 'Lunch and an afternoon snack every day.', 'Lunch och mellanmål på eftermiddagen varje dag.'),
    accommodation: loc(
      'Päiväleiri, ei majoitusta. Leiriläisten perheet saavat mökeistä 15 %:n alennuksen.',
      'Day camp, no accommodation. Campers’ families get 15% off our cottages.',
      'Dagläger, inget boende. Deltagarnas familjer får 15 % rabatt på stugorna.',
    ),
    sessions: [
      { dayOffset: 21, days: 5, places: 30, price: 21900, soldOut: true },
      { dayOffset: 133, days: 5, places: 30, price: 21900 },
      { dayOffset: 180, days: 5, places: 30, price: 22900 },
    ],
  },
  {
    kind: 'course',
    code: 'SEURALEIRI',
    startsOn: 'fri',
    name: loc('Seurojen valmennusleiri', 'Club training camp', 'Träningsläger för föreningar'),
    marketingName: loc('Valmennusleiri urheiluseuroille', 'Training camp for sports clubs', 'Träningsläger för idrottsföreningar'),
    shortDescription: loc(
      'Kolmen päivän leiripaketti joukkueille: hallivuorot, täysihoito, majoitus ja palauttava uinti.',
      'A three-day camp package for teams: hall time, full board, accommodation and recovery swims.',
      'Ett lägerpaket på tre dagar för lag: halltider, helpension, boende och återhämtande simning.',
    ),
    description: loc(
      md(
        'Valmennusleiri on valmis paketti seuran joukkueelle tai harjoitusryhmälle. Käytössänne ovat palloiluhalli, kuntosali ja uimahalli, ja ohjelman voi täydentää urheiluopiston testeillä tai luennoilla.',
        'Hinta on henkilöä kohden. Valmentajat majoittuvat omissa huoneissaan, ja joka kymmenes paikka on maksuton.',
      ),
      md(
        'The training camp is a ready-made package for a club team or training group. You’ll have the sports hall, gym and swimming hall at your disposal, and you can add fitness tests or lectures from the sports institute.',
        'The price is per person. Coaches stay in their own rooms, and every tenth place is free.',
      ),
      md(
        'Träningslägret är ett färdigt paket för en förenings lag eller träningsgrupp. Ni har tillgång till bollhallen, gymmet och simhallen, och programmet kan kompletteras med tester eller föreläsningar från idrottsinstitutet.',
        'Priset gäller per person. Tränarna bor i egna rum, och var tionde plats är gratis.',
      ),
    ),
    image: 'student-coach',
    images: ['gym', 'conference-room'],
    categories: ['KURSSIT'],
    taxClass: 'services',
    filters: { sport: ['multiSport', 'fitness'], ageGroup: ['youth', 'adults'], level: ['intermediate', 'advanced'] },
    slug: loc('seurojen-valmennusleiri', 'club-training-camp', 'traningslager-for-foreningar'),
    programme: loc(
      'Kaksi hallivuoroa päivässä (2 × 2 h), kuntosalivuoro ja vapaa pääsy uimahalliin. Ohjelma sovitaan seuran valmentajan kanssa.',
      'Two hall sessions a day (2 × 2 h), a gym session and free access to the swimming hall. The programme is agreed with the club’s coach.',
      'Två halltider per dag (2 × 2 h), ett gympass och fritt inträde till simhallen. Programmet avtalas med föreningens tränare.',
    ),
    meals: loc(
      'Täysihoito: aamiainen, lounas, päivällinen ja iltapala. Urheilijan ruokavalio huomioitu.',
      'Full board: breakfast, lunch, dinner and an evening snack, planned for athletes.',
      'Helpension: frukost, lunch, middag och kvällsmål, anpassat för idrottare.',
    ),
    accommodation: loc(
      'Majoitus Kelohonka-ryhmämökeissä, 2 henkeä huoneessa.',
      'Accommodation in the Kelohonka group lodges, two people per room.',
      'Boende i gruppstugorna Kelohonka, två personer per rum.',
    ),
    sessions: [
      { dayOffset: 28, days: 3, places: 30, price: 18900 },
      { dayOffset: 210, days: 3, places: 30, price: 18900 },
    ],
  },
  {
    kind: 'course',
    code: 'ENSIAPU-EA1',
    startsOn: 'sat',
    name: loc('Ensiapukurssi EA 1', 'First aid course (EA 1)', 'Första hjälpen-kurs (EA 1)'),
    marketingName: loc('Ensiavun peruskurssi', 'Basic first aid', 'Grundkurs i första hjälpen'),
    shortDescription: loc(
      'Kahden päivän ensiapukurssi, josta saat kolme vuotta voimassa olevan EA 1 -todistuksen.',
      'A two-day first aid course that gives you an EA 1 certificate valid for three years.',
      'En tvådagars kurs i första hjälpen som ger ett EA 1-intyg som gäller i tre år.',
    ),
    description: loc(
      md(
        'Kurssilla opit toimimaan onnettomuus- ja sairaustilanteissa: elvytys ja defibrillaattorin käyttö, haavat, murtumat, palovammat sekä urheiluvammojen ensihoito.',
        'Kurssi sopii valmentajille, ohjaajille, opettajille ja kaikille, jotka haluavat osata auttaa. Kouluttajana toimii Punaisen Ristin hyväksymä kouluttaja.',
      ),
      md(
        'You’ll learn how to act in accidents and sudden illness: CPR and using a defibrillator, wounds, fractures, burns and first aid for sports injuries.',
        'The course suits coaches, instructors, teachers and anyone who wants to be able to help. It is taught by a trainer approved by the Finnish Red Cross.',
      ),
      md(
        'Du lär dig agera vid olyckor och akut sjukdom: hjärt-lungräddning och användning av hjärtstartare, sår, frakturer, brännskador och första hjälpen vid idrottsskador.',
        'Kursen passar tränare, ledare, lärare och alla som vill kunna hjälpa till. Utbildaren är godkänd av Finlands Röda Kors.',
      ),
    ),
    image: 'education-classroom',
    categories: ['KURSSIT'],
    taxClass: 'services',
    filters: { sport: ['firstAid'], ageGroup: ['youth', 'adults'], level: ['beginner'] },
    slug: loc('ensiapukurssi-ea1', 'first-aid-course-ea1', 'forsta-hjalpen-kurs-ea1'),
    programme: loc(
      'Molempina päivinä klo 9–16. Ensimmäisenä päivänä elvytys ja sairauskohtaukset, toisena vammat ja käytännön harjoitukset.',
      'Both days from 9 am to 4 pm. CPR and sudden illness on the first day, injuries and practical exercises on the second.',
      'Båda dagarna kl. 9–16. Första dagen hjärt-lungräddning och akuta sjukdomar, andra dagen skador och praktiska övningar.',
    ),
    meals: LUNCH,
    accommodation: NO_ACCOMMODATION,
    sessions: [
      { dayOffset: 12, days: 2, places: 20, price: 16900 },
      { dayOffset: 160, days: 2, places: 20, price: 16900 },
      { dayOffset: 330, days: 2, places: 20, price: 16900 },
    ],
  },
  {
    kind: 'course',
    code: 'SENIORISALI',
    startsOn: 'tue',
    name: loc('Seniorien kuntosalikurssi', 'Gym course for seniors', 'Gymkurs för seniorer'),
    marketingName: loc('Voimaa ikävuosiin', 'Strength for the years ahead', 'Styrka för åren som kommer'),
    shortDescription: loc(
      'Yhden päivän johdatus turvalliseen kuntosaliharjoitteluun yli 60-vuotiaille.',
      'A one-day introduction to safe strength training for people over 60.',
      'En endagsintroduktion till säker styrketräning för personer över 60 år.',
    ),
    description: loc(
      md(
        'Lihasvoima pitää liikkeellä ja ehkäisee kaatumisia. Kurssilla opit käyttämään kuntosalin laitteita oikein ja saat oman, kotonakin toteutettavan harjoitusohjelman.',
        'Ryhmä on pieni, ja fysioterapeutti huomioi nivelvaivat ja muut rajoitteet.',
      ),
      md(
        'Muscle strength keeps you moving and helps prevent falls. On this course you’ll learn to use the gym equipment correctly and get your own training programme that you can also follow at home.',
        'The group is small, and a physiotherapist takes joint problems and other limitations into account.',
      ),
      md(
        'Muskelstyrka håller dig i rörelse och förebygger fall. På kursen lär du dig använda gymmets maskiner rätt och får ett eget träningsprogram som du också kan följa hemma.',
        'Gruppen är liten, och en fysioterapeut tar hänsyn till ledbesvär och andra begränsningar.',
      ),
    ),
    image: 'gym',
    categories: ['KURSSIT'],
    taxClass: 'services',
    filters: { sport: ['fitness'], ageGroup: ['seniors'], level: ['beginner'] },
    slug: loc('seniorien-kuntosalikurssi', 'gym-course-for-seniors', 'gymkurs-for-seniorer'),
    programme: loc(
      'Klo 10–11.30 laitteiden käyttö, 12 lounas, 13–14.30 oma ohjelma ja venyttely.',
      '10–11.30 am using the equipment, noon lunch, 1–2.30 pm your own programme and stretching.',
      'Kl. 10–11.30 maskinerna, 12 lunch, 13–14.30 eget program och stretching.',
    ),
    meals: LUNCH,
    accommodation: NO_ACCOMMODATION,
    sessions: [
      { dayOffset: 6, days: 1, places: 10, price: 5900 },
      { dayOffset: 66, days: 1, places: 10, price: 5900 },
      { dayOffset: 126, days: 1, places: 10, price: 5900 },
    ],
  },
  {
    kind: 'course',
    code: 'FATBIKE-KURSSI',
    startsOn: 'sat',
    name: loc('Maastopyöräilyn tekniikkakurssi', 'Mountain biking skills course', 'Teknikkurs i mountainbike'),
    marketingName: loc('Polkupyöräilyn perustaidot', 'Trail riding basics', 'Grunderna i stigcykling'),
    shortDescription: loc(
      'Päivän kurssi, jolla opit ajamaan juurakoissa, kivikoissa ja jyrkissä laskuissa turvallisesti.',
      'A one-day course on riding safely over roots, rocks and steep descents.',
      'En endagskurs där du lär dig cykla säkert över rötter, stenar och branta utförslöpor.',
    ),
    description: loc(
      md(
        'Kurssilla harjoitellaan ajoasentoa, jarruttamista, kaarreajoa ja esteiden ylityksiä ensin harjoitusalueella ja sitten Kuusivaaran poluilla. Talvella ajetaan leveärenkaisilla fatbikeilla.',
        'Pyörä ja kypärä sisältyvät hintaan, mutta omallakin pyörällä saa tulla.',
      ),
      md(
        'We practise body position, braking, cornering and getting over obstacles, first in the skills area and then on the Kuusivaara trails. In winter we ride wide-tyred fat bikes.',
        'A bike and helmet are included, but you’re welcome to bring your own bike.',
      ),
      md(
        'Vi övar kroppsposition, bromsning, kurvtagning och att ta sig över hinder, först på övningsområdet och sedan på Kuusivaaras stigar. På vintern cyklar vi med breddäckade fatbikes.',
        'Cykel och hjälm ingår, men du får gärna ta med din egen cykel.',
      ),
    ),
    image: 'fatbike',
    images: ['hiking-trail'],
    categories: ['KURSSIT'],
    taxClass: 'services',
    filters: { sport: ['cycling'], ageGroup: ['youth', 'adults'], level: ['beginner'] },
    slug: loc('maastopyorailyn-tekniikkakurssi', 'mountain-biking-skills-course', 'teknikkurs-i-mountainbike'),
    programme: loc(
      'Klo 10–12 harjoitusalue, 12–13 lounas, 13–15.30 polkuajo Kuusivaaralla.',
      '10 am–noon skills area, noon–1 pm lunch, 1–3.30 pm trail ride on Kuusivaara.',
      'Kl. 10–12 övningsområdet, 12–13 lunch, 13–15.30 stigcykling på Kuusivaara.',
    ),
    meals: LUNCH,
    accommodation: NO_ACCOMMODATION,
    sessions: [
      { dayOffset: 33, days: 1, places: 8, price: 7900 },
      { dayOffset: 250, days: 1, places: 8, price: 7900 },
    ],
  },
  {
    kind: 'course',
    code: 'PICKLEBALL-PERHE',
    startsOn: 'sun',
    name: loc('Pickleballin perhekurssi', 'Family pickleball course', 'Pickleballkurs för familjer'),
    marketingName: loc('Pickleballia koko perheelle', 'Pickleball for the whole family', 'Pickleball för hela familjen'),
    shortDescription: loc(
      'Rento kolmen tunnin kurssi, jolla koko perhe oppii pelaamaan pickleballia yhdessä.',
      'A relaxed three-hour course where the whole family learns to play pickleball together.',
      'En avslappnad kurs på tre timmar där hela familjen lär sig spela pickleball tillsammans.',
    ),
    description: loc(
      md(
        'Pickleball yhdistää tenniksen, sulkapallon ja pöytätenniksen, ja sitä on helppo pelata kaikenikäisinä. Kenttä on pieni ja pallo hidas, joten pelit alkavat nopeasti.',
        'Kurssi sopii yli 8-vuotiaille lapsille aikuisen kanssa. Mailat ja pallot kuuluvat hintaan.',
      ),
      md(
        'Pickleball combines tennis, badminton and table tennis, and it’s easy to play at any age. The court is small and the ball slow, so the games get going quickly.',
        'The course suits children over 8 together with an adult. Paddles and balls are included.',
      ),
      md(
        'Pickleball kombinerar tennis, badminton och bordtennis och är lätt att spela i alla åldrar. Banan är liten och bollen långsam, så spelen kommer snabbt i gång.',
        'Kursen passar barn över 8 år tillsammans med en vuxen. Racketar och bollar ingår.',
      ),
    ),
    image: 'pickleball',
    categories: ['KURSSIT'],
    taxClass: 'services',
    filters: { sport: ['pickleball'], ageGroup: ['families', 'children'], level: ['beginner'] },
    slug: loc('pickleballin-perhekurssi', 'family-pickleball-course', 'pickleballkurs-for-familjer'),
    programme: loc(
      'Klo 13–16: säännöt ja lyönnit, pelit pareittain ja lopuksi perheturnaus.',
      '1–4 pm: rules and shots, games in pairs and a family tournament to finish.',
      'Kl. 13–16: regler och slag, spel i par och till sist en familjeturnering.',
    ),
    meals: NO_MEALS,
    accommodation: NO_ACCOMMODATION,
    sessions: [
      { dayOffset: 3, days: 1, places: 16, price: 3900 },
      { dayOffset: 52, days: 1, places: 16, price: 3900 },
      { dayOffset: 170, days: 1, places: 16, price: 3900 },
    ],
  },
]
