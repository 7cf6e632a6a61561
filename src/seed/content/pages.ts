import { demoTerms } from '../catalogue/terms'
import { accessibilityStatementPage } from './accessibilityStatement'
import { cancellationPolicyPage } from './cancellationPolicy'
import type { Loc, SeedButton, SeedLink, SeedPage } from './types'

/** Joins markdown paragraphs / blocks with a blank line. */
const md = (...parts: string[]): string => parts.join('\n\n')

const loc = (fi: string, en: string, sv: string): Loc => ({ fi, en, sv })

const pageLink = (pageKey: string, label: Loc, anchor?: string): SeedLink =>
  anchor ? { kind: 'page', pageKey, label, anchor } : { kind: 'page', pageKey, label }

const button = (link: SeedLink, appearance: SeedButton['appearance'], icon?: string): SeedButton =>
  icon ? { ...link, appearance, icon } : { ...link, appearance }

const { giftCardValidityMonths: giftCardMonths, courtCancelHoursBefore: courtHours } = demoTerms

const PRICE_LIST_URL = '//assets.kuusirinne.example/files/price-list-2027.pdf'

export const seedPages: SeedPage[] = [
  // ---------------------------------------------------------------------------------------------
  // Landing page
  // ---------------------------------------------------------------------------------------------
  {
    key: 'landing',
    contentType: 'page',
    path: loc('/', '/', '/'),
    entryName: 'Landing page',
    pageTitle: loc(
      'Kuusirinne Resort – lomaa, liikuntaa ja luontoa järven rannalla',
      'Kuusirinne Resort – holidays, sport and nature by the lake',
      'Kuusirinne Resort – semester, idrott och natur vid sjön',
    ),
    metaText: loc(
      'Majoitu järven rannalla, ui, pelaa padelia ja laske rinteessä. Kuusirinne Resort on koko perheen lomakohde Järvi-Suomen sydämessä.',
      'Stay by the lake, swim, play padel and ski. Kuusirinne Resort is a holiday resort for the whole family in the heart of Finnish Lakeland.',
      'Bo vid sjön, simma, spela padel och åk skidor. Kuusirinne Resort är ett semesterresort för hela familjen mitt i Insjöfinland.',
    ),
    body: [
      // The booking search comes first: dates and the party are what most visitors came for.
      { blockType: 'bookingSearch', title: loc('Löydä lomasi Kuusirinteestä', 'Find your holiday at Kuusirinne', 'Hitta din semester på Kuusirinne') },
      {
        blockType: 'heroSlider',
        slides: [
          {
            title: loc('Kesä järven rannalla', 'Summer by the lake', 'Sommar vid sjön'),
            text: loc(
              'Rantamökit omalla saunalla, kanootit laiturissa ja valoisat illat, jotka eivät tunnu loppuvan.',
              'Lakeside cottages with their own sauna, canoes at the jetty and light evenings that never seem to end.',
              'Stugor med egen bastu, kanoter vid bryggan och ljusa kvällar som aldrig tycks ta slut.',
            ),
            image: 'hero-lake-summer',
            buttons: [button(pageLink('accommodationCategory', loc('Katso majoitukset', 'Browse accommodation', 'Se boendealternativen')), 'primary')],
          },
          {
            title: loc('Talvikausi alkaa 4.12.', 'Winter season starts 4 December', 'Vintersäsongen börjar 4.12'),
            text: loc(
              'Kuusi rinnettä, 60 kilometriä latuja ja lämmin kahvila rinteen juurella.',
              'Six slopes, 60 kilometres of ski trails and a warm café at the foot of the hill.',
              'Sex nedfarter, 60 kilometer skidspår och ett varmt kafé vid backens fot.',
            ),
            image: 'hero-winter-slope',
            buttons: [
              button(pageLink('activitiesShop', loc('Osta hissiliput', 'Buy lift passes', 'Köp liftkort')), 'primary'),
              button(
                {
                  kind: 'article',
                  articleKey: 'winter-season-opening',
                  label: loc('Lue kauden avauksesta', 'Read about the opening', 'Läs om säsongsstarten'),
                },
                'white',
              ),
            ],
          },
          {
            title: loc('Ruskaretkelle kuusikkoon', 'Autumn colours in the forest', 'Ut i höstfärgerna'),
            text: loc(
              'Merkityt vaellus- ja fatbike-reitit alkavat suoraan pihasta. Kartat ja vuokravälineet saat vastaanotosta.',
              'Marked hiking and fatbike trails start right from the yard. Pick up maps and rental gear at reception.',
              'Märkta vandrings- och fatbikeleder börjar direkt från gården. Kartor och hyrutrustning får du i receptionen.',
            ),
            image: 'hero-autumn-forest',
            buttons: [
              button(
                {
                  kind: 'article',
                  articleKey: 'autumn-hiking',
                  label: loc('Reittivinkit', 'Trail tips', 'Tips om lederna'),
                },
                'secondary',
              ),
            ],
          },
        ],
      },
      {
        blockType: 'notification',
        type: 'info',
        message: loc(
          'Talvikauden hissiliput ja kausikortit ovat nyt myynnissä. Ennakkohinnat ovat voimassa 30.11.2026 asti.',
          'Lift tickets and season passes for the winter are now on sale. Early-bird prices are valid until 30 November 2026.',
          'Liftkort och säsongskort för vintern säljs nu. Förköpspriserna gäller till och med 30.11.2026.',
        ),
        links: [pageLink('activitiesShop', loc('Osta kausikortti', 'Buy a season pass', 'Köp säsongskort'))],
      },
      {
        blockType: 'quickLinks',
        title: loc('Mitä etsit?', 'What are you looking for?', 'Vad letar du efter?'),
        links: [
          {
            image: 'cottage-lakeside',
            link: pageLink('accommodationSearch', loc('Majoitus', 'Accommodation', 'Boende')),
          },
          {
            image: 'yoga',
            link: pageLink('courseSearch', loc('Kurssit ja leirit', 'Courses and camps', 'Kurser och läger')),
          },
          {
            image: 'canoe-lake',
            link: pageLink('activitiesShop', loc('Aktiviteetit', 'Activities', 'Aktiviteter')),
          },
          {
            image: 'gift-card',
            link: pageLink('giftCard', loc('Lahjakortti', 'Gift card', 'Presentkort')),
          },
        ],
      },
      {
        blockType: 'contentCards',
        title: loc('Liikettä, lepoa ja hyvää ruokaa', 'Exercise, rest and good food', 'Motion, vila och god mat'),
        seeMoreLink: pageLink('activitiesShop', loc('Kaikki aktiviteetit', 'All activities', 'Alla aktiviteter')),
        backgroundColor: 'sand',
        textColor: 'dark',
        slidesButtonAppearance: 'primary',
        cards: [
          {
            title: loc('Uimahalli ja kylpylä', 'Swimming hall and spa', 'Simhall och spa'),
            text: loc(
              'Lämmin allas, porealtaat ja neljä erilaista saunaa. Hotellivieraille uinti sisältyy hintaan.',
              'A warm pool, hot tubs and four different saunas. Swimming is included for hotel guests.',
              'Varm bassäng, bubbelpooler och fyra olika bastur. Simning ingår för hotellgäster.',
            ),
            image: 'swimming-hall',
            button: button(pageLink('swimmingHall', loc('Tutustu uimahalliin', 'Explore the swimming hall', 'Upptäck simhallen')), 'primary'),
          },
          {
            title: loc('Padel, tennis ja pickleball', 'Padel, tennis and pickleball', 'Padel, tennis och pickleball'),
            text: loc(
              'Neljä padelkenttää, kolme tenniskenttää ja kaksi pickleball-kenttää. Mailat voit vuokrata kentän laidalta.',
              'Four padel courts, three tennis courts and two pickleball courts. Rackets can be hired at the courtside.',
              'Fyra padelbanor, tre tennisbanor och två pickleballbanor. Racketar kan hyras vid banan.',
            ),
            image: 'padel-court',
            button: button(pageLink('productPadel', loc('Varaa kenttä', 'Book a court', 'Boka bana')), 'primary'),
          },
          {
            title: loc('Ravintola Kuusi', 'Restaurant Kuusi', 'Restaurang Kuusi'),
            text: loc(
              'Lähiruokaa järvikalasta riistaan. Lounas arkisin, à la carte tiistaista lauantaihin.',
              'Local food from lake fish to game. Lunch on weekdays, à la carte from Tuesday to Saturday.',
              'Närproducerad mat, från insjöfisk till vilt. Lunch på vardagar, à la carte tisdag–lördag.',
            ),
            image: 'restaurant-dining',
            dialogPopupKey: 'opening-hours',
          },
          {
            title: loc('Lemmikin kanssa lomalle', 'Bring your pet along', 'På semester med husdjuret'),
            text: loc(
              'Osa mökeistä ja hotellihuoneista on lemmikkiystävällisiä. Lue säännöt ennen varausta.',
              'Some of our cottages and hotel rooms are pet-friendly. Please read the rules before booking.',
              'En del av stugorna och hotellrummen är husdjursvänliga. Läs reglerna innan du bokar.',
            ),
            image: 'cottage-lakeside',
            dialogPopupKey: 'pet-policy',
          },
        ],
      },
      {
        blockType: 'imageHalfTextHalf',
        image: 'resort-hotel',
        assetPosition: 'left',
        textColor: 'dark',
        isBoxed: false,
        text: loc(
          md(
            '## Kaikki kävelymatkan päässä',
            'Kuusirinne Resort sijaitsee Kuusijärven rannalla, harjun ja vanhan kuusikon kupeessa. Hotellista, huoneistoista ja rantamökeistä on lyhyt kävelymatka uimahalliin, palloiluhalleihin, rinteeseen ja ravintolaan – auton voi jättää parkkiin koko loman ajaksi.',
            'Meillä lomailevat ympäri vuoden perheet, urheiluseurat, kurssilaiset ja kokousvieraat.',
          ),
          md(
            '## Everything within walking distance',
            'Kuusirinne Resort sits on the shore of Lake Kuusijärvi, between a glacial ridge and an old spruce forest. From the hotel, apartments and lakeside cottages it’s a short walk to the swimming hall, the racket sports halls, the ski slope and the restaurant – you can leave the car parked for your whole stay.',
            'Families, sports clubs, course participants and conference guests stay with us all year round.',
          ),
          md(
            '## Allt på gångavstånd',
            'Kuusirinne Resort ligger vid Kuusijärvi, mellan en ås och en gammal granskog. Från hotellet, lägenheterna och stugorna är det bara en kort promenad till simhallen, racketsporthallarna, skidbacken och restaurangen – bilen kan stå parkerad hela semestern.',
            'Hos oss bor familjer, idrottsföreningar, kursdeltagare och konferensgäster året runt.',
          ),
        ),
        buttons: [
          button(pageLink('info', loc('Tietoa resortista', 'About the resort', 'Om resorten')), 'primary'),
          button(
            {
              kind: 'asset',
              url: PRICE_LIST_URL,
              label: loc('Hinnasto 2027 (PDF)', 'Price list 2027 (PDF)', 'Prislista 2027 (PDF)'),
            },
            'secondary',
            'download',
          ),
        ],
      },
      {
        blockType: 'events',
        title: loc('Tulevat tapahtumat', 'Upcoming events', 'Kommande evenemang'),
        mode: 'upcoming',
        limit: 3,
      },
      {
        blockType: 'contentSlider',
        title: loc('Elämyksiä joka vuodenaikaan', 'Something for every season', 'Upplevelser året runt'),
        seeMoreLink: pageLink('activitiesShop', loc('Aktiviteettikauppaan', 'Go to the activity shop', 'Till aktivitetsbutiken')),
        cardSize: 'medium',
        slides: [
          {
            title: loc('Iltamelonta Kuusijärvellä', 'Evening paddle on Lake Kuusijärvi', 'Kvällspaddling på Kuusijärvi'),
            text: loc(
              'Opastettu kahden tunnin kanoottiretki kesä–elokuussa. Ei vaadi aiempaa kokemusta.',
              'A guided two-hour canoe trip from June to August. No previous experience needed.',
              'En guidad kanottur på två timmar juni–augusti. Ingen tidigare erfarenhet krävs.',
            ),
            image: 'canoe-lake',
            link: pageLink('activitiesShop', loc('Varaa retki', 'Book a tour', 'Boka turen')),
          },
          {
            title: loc('Perinteisen hiihdon kurssi', 'Classic cross-country skiing course', 'Kurs i klassisk skidåkning'),
            text: loc(
              'Viikonloppukurssi aloittelijoille ja tekniikkaansa hiovalle. Välineet voit vuokrata meiltä.',
              'A weekend course for beginners and improvers. You can hire all the equipment from us.',
              'En helgkurs för nybörjare och för dig som vill finslipa tekniken. Utrustning kan hyras hos oss.',
            ),
            image: 'cross-country-ski',
            link: pageLink('courseSearch', loc('Katso kurssit', 'See courses', 'Se kurserna')),
          },
          {
            title: loc('Fatbike-vuokraus', 'Fatbike hire', 'Hyr en fatbike'),
            text: loc(
              'Leveillä renkailla pääset poluille myös lumella ja kuraisella kelillä. Vuokraus kahdesta tunnista koko päivään.',
              'Fat tyres take you along the trails even in snow and mud. Hire one for two hours or the whole day.',
              'Med breda däck tar du dig fram på stigarna även i snö och lera. Hyr för två timmar eller en hel dag.',
            ),
            image: 'fatbike',
            link: pageLink('activitiesShop', loc('Vuokraa pyörä', 'Hire a bike', 'Hyr cykel')),
          },
          {
            title: loc('Aamujooga järvinäkymin', 'Morning yoga with a lake view', 'Morgonyoga med sjöutsikt'),
            text: loc(
              'Rauhallinen tunti sunnuntaiaamuisin. Sopii kaikille, myös ensikertalaisille.',
              'A calm session on Sunday mornings. Suitable for everyone, including first-timers.',
              'Ett lugnt pass på söndagsmorgnar. Passar alla, även nybörjare.',
            ),
            image: 'yoga',
            link: pageLink('courseSearch', loc('Ilmoittaudu', 'Sign up', 'Anmäl dig')),
          },
          {
            title: loc('Kuntosali ja ryhmäliikunta', 'Gym and group classes', 'Gym och gruppträning'),
            text: loc(
              'Monipuolinen sali ja yli 20 ohjattua tuntia viikossa – myös päivälipulla.',
              'A well-equipped gym and more than 20 instructor-led classes a week – day tickets available.',
              'Ett välutrustat gym och över 20 ledda pass i veckan – även med dagsbiljett.',
            ),
            image: 'gym',
            link: pageLink('activitiesShop', loc('Osta päivälippu', 'Buy a day ticket', 'Köp dagsbiljett')),
          },
        ],
      },
      {
        blockType: 'banner',
        isBoxed: true,
        textAlign: 'center',
        content: loc(
          md(
            '## Anna lahjaksi lomaa',
            'Kuusirinteen lahjakortilla voi maksaa verkkokaupassamme majoituksen, kylpylän, kurssit ja aktiviteetit. Valitse summa ja kuva, niin saaja saa kortin PDF-tiedostona sähköpostiinsa heti maksun jälkeen.',
          ),
          md(
            '## Give the gift of a holiday',
            'A Kuusirinne gift card pays for accommodation, the spa, courses and activities in our web shop. Choose the amount and a picture, and the recipient gets the card as a PDF by email as soon as you’ve paid.',
          ),
          md(
            '## Ge bort en semester',
            'Med Kuusirinnes presentkort kan du betala boende, spa, kurser och aktiviteter i vår webbutik. Välj belopp och bild, så får mottagaren kortet som pdf till sin e-post direkt efter betalningen.',
          ),
        ),
        buttons: [button(pageLink('giftCard', loc('Osta lahjakortti', 'Buy a gift card', 'Köp presentkort')), 'white', 'gift')],
      },
      {
        blockType: 'articleList',
        title: loc('Ajankohtaista', 'News', 'Aktuellt'),
        tags: ['news'],
      },
      { blockType: 'newsletter' },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // Search
  // ---------------------------------------------------------------------------------------------
  {
    key: 'search',
    contentType: 'page',
    path: loc('haku', 'search', 'sok'),
    entryName: 'Search',
    pageTitle: loc('Haku', 'Search', 'Sök'),
    metaText: loc(
      'Hae Kuusirinne Resortin sivuilta majoitusta, kursseja, aktiviteetteja ja uutisia.',
      'Search the Kuusirinne Resort website for accommodation, courses, activities and news.',
      'Sök boende, kurser, aktiviteter och nyheter på Kuusirinne Resorts webbplats.',
    ),
    body: [
      { blockType: 'siteSearch' },
      {
        blockType: 'wysiwygBlock',
        alignLeft: true,
        fontSize: 'normal',
        content: loc(
          md(
            '## Vinkkejä hakuun',
            'Haku kattaa sivut, tuotteet hintoineen, tapahtumat, uutiset ja koulutukset. Sanan taivutusmuoto ja pieni kirjoitusvirhe eivät haittaa: ”mökit” löytää myös mökin. Majoitusta löydät kätevimmin [majoitushausta](/majoitushaku), jossa voit valita saapumis- ja lähtöpäivän.',
            'Etkö löytänyt etsimääsi? Vastaanottomme auttaa joka päivä klo 7–23 numerossa +358 40 123 4567.',
          ),
          md(
            '## Search tips',
            'The search covers pages, products with their prices, events, news and education. Word forms and small typos are fine: “cottages” also finds the cottage. The quickest way to find a place to stay is the [accommodation search](/accommodation), where you can pick your arrival and departure dates.',
            'Can’t find what you need? Our reception is happy to help every day from 7 am to 11 pm on +358 40 123 4567.',
          ),
          md(
            '## Söktips',
            'Sökningen omfattar sidor, produkter med priser, evenemang, nyheter och utbildningar. Böjningsformer och små stavfel gör inget: ”stugor” hittar också stugan. Boende hittar du smidigast i [boendesökningen](/boende), där du kan välja ankomst- och avresedag.',
            'Hittade du inte det du sökte? Receptionen hjälper dig varje dag kl. 7–23 på +358 40 123 4567.',
          ),
        ),
      },
    ],
  },

  // Account pages
  // ---------------------------------------------------------------------------------------------
  {
    key: 'login',
    contentType: 'page',
    path: loc('kirjaudu', 'login', 'logga-in'),
    entryName: 'Login',
    pageTitle: loc('Kirjaudu sisään', 'Log in', 'Logga in'),
    metaText: loc(
      'Kirjaudu Kuusirinteen asiakastilillesi ja hallitse varauksiasi, lahjakorttejasi ja asiakasetujasi.',
      'Log in to your Kuusirinne account to manage your bookings, gift cards and member benefits.',
      'Logga in på ditt Kuusirinne-konto för att hantera bokningar, presentkort och medlemsförmåner.',
    ),
    body: [{ blockType: 'loginForm', form: 'login', image: 'login-side' }],
  },
  {
    key: 'resetPassword',
    contentType: 'page',
    path: loc('vaihda-salasana', 'reset-password', 'aterstall-losenord'),
    entryName: 'Reset password',
    pageTitle: loc('Vaihda salasana', 'Reset password', 'Återställ lösenord'),
    metaText: loc(
      'Unohtuiko salasana? Tilaa sähköpostiisi linkki, jolla voit asettaa asiakastilillesi uuden salasanan.',
      'Forgotten your password? Get a link by email and set a new password for your account.',
      'Glömt lösenordet? Beställ en länk till din e-post och välj ett nytt lösenord för ditt konto.',
    ),
    body: [
      {
        blockType: 'wysiwygBlock',
        alignLeft: true,
        fontSize: 'normal',
        content: loc(
          md(
            '## Unohtuiko salasana?',
            'Kirjoita alle asiakastiliisi liitetty sähköpostiosoite. Lähetämme sinulle linkin, jonka kautta voit asettaa uuden salasanan. Linkki on voimassa tunnin.',
            'Jos viestiä ei kuulu muutamassa minuutissa, tarkista roskapostikansio. Muistitko sittenkin? [Kirjaudu sisään](/kirjaudu) tai pyydä apua vastaanotosta: info@kuusirinne.example.',
          ),
          md(
            '## Forgotten your password?',
            'Enter the email address linked to your account below. We’ll send you a link for setting a new password. The link is valid for one hour.',
            'If the message hasn’t arrived within a few minutes, please check your spam folder. Remembered it after all? [Log in](/login) or ask reception for help: info@kuusirinne.example.',
          ),
          md(
            '## Glömt lösenordet?',
            'Skriv in e-postadressen som är kopplad till ditt konto nedan. Vi skickar en länk där du kan välja ett nytt lösenord. Länken gäller i en timme.',
            'Om meddelandet inte har kommit inom några minuter, kontrollera skräpposten. Kom du ändå ihåg det? [Logga in](/logga-in) eller be receptionen om hjälp: info@kuusirinne.example.',
          ),
        ),
      },
      { blockType: 'loginForm', form: 'resetPassword' },
    ],
  },
  {
    key: 'registration',
    contentType: 'page',
    path: loc('rekisteroidy', 'registration', 'registrering'),
    entryName: 'Registration',
    pageTitle: loc('Rekisteröidy asiakkaaksi', 'Create an account', 'Skapa ett konto'),
    metaText: loc(
      'Luo maksuton asiakastili: varaukset yhdessä paikassa, kanta-asiakkaille jäsenhinnat kenttävuoroista ja tieto uusista kursseista ensimmäisenä.',
      'Create a free account: all your bookings in one place, member prices on courts for loyalty members and early news about new courses.',
      'Skapa ett gratis konto: alla bokningar på ett ställe, medlemspriser på banor för stamkunder och nyheter om kurser före alla andra.',
    ),
    body: [
      {
        blockType: 'wysiwygBlock',
        alignLeft: true,
        fontSize: 'large',
        content: loc(
          md(
            '## Luo oma asiakastili',
            'Asiakastililtä näet kaikki majoituksesi, kenttävuorosi, kurssisi ja lahjakorttisi yhdestä paikasta. Rekisteröityminen on maksutonta ja vie vain pari minuuttia.',
            'Tarvitset sähköpostiosoitteen ja puhelinnumeron. Käsittelemme tietojasi [tietosuojaselosteen](/tietosuoja) mukaisesti.',
          ),
          md(
            '## Create your own account',
            'Your account shows all your stays, court bookings, courses and gift cards in one place. Registering is free and only takes a couple of minutes.',
            'All you need is an email address and a phone number. We process your data as described in our [privacy notice](/data-protection).',
          ),
          md(
            '## Skapa ditt eget konto',
            'På ditt konto ser du alla dina vistelser, banbokningar, kurser och presentkort på ett ställe. Registreringen är gratis och tar bara ett par minuter.',
            'Du behöver en e-postadress och ett telefonnummer. Vi behandlar dina uppgifter enligt vår [dataskyddsbeskrivning](/dataskydd).',
          ),
        ),
      },
      { blockType: 'loginForm', form: 'registration' },
      {
        blockType: 'infoBoxes',
        title: loc('Asiakkaan edut', 'Member benefits', 'Medlemsförmåner'),
        boxes: [
          {
            title: loc('Varaukset yhdessä paikassa', 'All bookings in one place', 'Alla bokningar på ett ställe'),
            text: loc(
              'Näet majoitukset, kenttävuorot ja kurssit samasta näkymästä ja voit perua ne itse peruutusajan puitteissa.',
              'See your stays, court times and courses in one view, and cancel them yourself within the cancellation period.',
              'Se vistelser, bantider och kurser i samma vy och avboka dem själv inom avbokningstiden.',
            ),
            icon: 'calendar',
          },
          {
            title: loc('Jäsenhinnat', 'Member prices', 'Medlemspriser'),
            text: loc(
              'Kuusirinteen Ystävät -kanta-asiakkaat saavat 10 % alennuksen kenttävuoroista, uimahallin lipuista ja sarjakorteista, kun he ovat kirjautuneet sisään. Liity rekisteröityessäsi tai myöhemmin Oma tili -sivulla.',
              'Members of the Kuusirinne Friends loyalty programme get 10% off court bookings, swimming hall tickets and multi-visit cards when signed in. Join when you register, or later in My account.',
              'Medlemmar i kundprogrammet Kuusirinnes Vänner får 10 % rabatt på banbokningar, simhallens biljetter och klippkort när de är inloggade. Gå med när du registrerar dig eller senare under Mitt konto.',
            ),
            icon: 'tag',
          },
          {
            title: loc('Nopeammin kassalle', 'Faster checkout', 'Snabbare i kassan'),
            text: loc(
              'Tietosi täyttyvät valmiiksi, joten varaus ja maksu hoituvat hetkessä.',
              'Your details are filled in automatically, so booking and paying take just a moment.',
              'Dina uppgifter fylls i automatiskt, så bokning och betalning går på ett ögonblick.',
            ),
            icon: 'credit-card',
          },
          {
            title: loc('Ennakkotieto kursseista', 'Early access to courses', 'Förhandsinfo om kurser'),
            text: loc(
              'Halutessasi saat uutiskirjeen ja tiedon uusista kursseista ja leireistä ennen muita.',
              'If you like, we’ll send you our newsletter and tell you about new courses and camps before anyone else.',
              'Om du vill får du vårt nyhetsbrev och information om nya kurser och läger före alla andra.',
            ),
            icon: 'mail',
            link: pageLink('login', loc('Onko sinulla jo tili? Kirjaudu', 'Already registered? Log in', 'Har du redan ett konto? Logga in')),
          },
        ],
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // Cancellation policy
  // ---------------------------------------------------------------------------------------------
  cancellationPolicyPage,
  accessibilityStatementPage,

  // ---------------------------------------------------------------------------------------------
  // Accommodation & course search
  // ---------------------------------------------------------------------------------------------
  {
    key: 'accommodationSearch',
    contentType: 'categoryPage',
    path: loc('majoitushaku', 'accommodation', 'boende'),
    entryName: 'Accommodation search',
    pageTitle: loc('Majoitushaku', 'Find accommodation', 'Sök boende'),
    metaText: loc(
      'Hae vapaita hotellihuoneita, lomahuoneistoja ja järvenrantamökkejä Kuusirinne Resortista ja varaa suoraan verkosta.',
      'Find available hotel rooms, holiday apartments and lakeside cottages at Kuusirinne Resort and book directly online.',
      'Sök lediga hotellrum, semesterlägenheter och stugor vid sjön på Kuusirinne Resort och boka direkt på nätet.',
    ),
    body: [
      {
        blockType: 'heroBanner',
        image: 'cottage-lakeside',
        displayOverlay: true,
        overlayTextColor: 'light',
        overlayBackgroundColor: 'dark',
        overlayTitle: loc('Löydä oma lomapaikkasi', 'Find your place to stay', 'Hitta ditt semesterboende'),
        overlayDescription: loc(
          'Hotellihuoneesta rantamökkiin – valitse päivät ja henkilömäärä, niin näet vapaat kohteet.',
          'From hotel rooms to lakeside cottages – choose your dates and number of guests to see what’s available.',
          'Från hotellrum till stuga vid sjön – välj datum och antal personer så ser du vad som är ledigt.',
        ),
      },
      {
        blockType: 'externalData',
        type: 'category',
        code: 'MAJOITUS',
        categoryMarketingName: loc('Vapaat majoitukset', 'Available accommodation', 'Lediga boenden'),
        itemLayoutProduct: 'list',
      },
      {
        blockType: 'wysiwygBlock',
        alignLeft: false,
        fontSize: 'large',
        content: loc(
          md(
            'Majoituksiimme mahtuu pariskunnasta suurperheeseen ja urheiluseuran leiriryhmään. Kaikkiin hintoihin sisältyy vapaa pääsy uimahalliin ja kuntosalille sekä liinavaatteet ja loppusiivous mökeissä.',
            'Lemmikin kanssa matkustavat löytävät sopivat kohteet suodattimella ”Lemmikit sallittu”. Tutustu myös [majoitusvaihtoehtoihin](/majoitus).',
          ),
          md(
            'Our accommodation suits everyone from couples to large families and sports club training camps. All prices include free access to the swimming hall and gym, as well as bed linen and final cleaning in the cottages.',
            'Travelling with a pet? Use the “Pets allowed” filter to find suitable places. You can also browse our [accommodation types](/accommodation-types).',
          ),
          md(
            'Vårt boende passar alla från par till storfamiljer och idrottsföreningars lägergrupper. I alla priser ingår fritt inträde till simhallen och gymmet samt sänglinne och slutstädning i stugorna.',
            'Reser du med husdjur? Med filtret ”Husdjur tillåtna” hittar du lämpliga alternativ. Läs också mer om våra [boendeformer](/boendeformer).',
          ),
        ),
      },
    ],
  },
  {
    key: 'courseSearch',
    contentType: 'categoryPage',
    path: loc('kurssihaku', 'courses', 'kurser'),
    entryName: 'Course search',
    pageTitle: loc('Kurssit ja leirit', 'Courses and camps', 'Kurser och läger'),
    metaText: loc(
      'Liikuntakurssit, lasten leirit ja valmennusleirit urheiluseuroille – hae sopiva kurssi ja ilmoittaudu verkossa.',
      'Sports courses, children’s camps and training camps for sports clubs – find the right course and sign up online.',
      'Idrottskurser, läger för barn och träningsläger för idrottsföreningar – hitta en kurs och anmäl dig på nätet.',
    ),
    body: [
      {
        blockType: 'heroBanner',
        image: 'student-coach',
        displayOverlay: true,
        overlayTextColor: 'dark',
        overlayBackgroundColor: 'light',
        overlayTitle: loc('Opi uutta – tai hio vanhaa', 'Learn something new', 'Lär dig något nytt'),
        overlayDescription: loc(
          'Joogasta padeliin ja hiihtokouluista kesäleireihin. Ohjaajina alan ammattilaiset ja urheiluopiston valmentajat.',
          'From yoga to padel, ski schools to summer camps. Led by professionals and coaches from our sports institute.',
          'Från yoga till padel, skidskolor till sommarläger. Ledarna är proffs och tränare från vårt idrottsinstitut.',
        ),
        links: [button(pageLink('educationCategory', loc('Tutustu koulutuksiin', 'Vocational education', 'Yrkesutbildning')), 'white')],
      },
      {
        blockType: 'externalData',
        type: 'category',
        code: 'KURSSIT',
        categoryMarketingName: loc('Tulevat kurssit ja leirit', 'Upcoming courses and camps', 'Kommande kurser och läger'),
        itemLayoutProduct: 'list',
      },
      {
        blockType: 'wysiwygBlock',
        alignLeft: true,
        fontSize: 'normal',
        content: loc(
          md(
            '## Kursseja kaikenikäisille',
            'Järjestämme vuosittain yli 150 kurssia ja leiriä. Voit rajata hakua lajin, ajankohdan, ikäryhmän ja tason mukaan.',
            '- **Lasten ja nuorten leirit** kesä-, syys- ja hiihtolomilla\n- **Aikuisten kurssit** padelista, tenniksestä, uinnista ja hiihdosta\n- **Hyvinvointiviikonloput** joogaa, saunaa ja hyvää ruokaa\n- **Seurojen valmennusleirit** majoituksineen ja hallivuoroineen',
            'Ryhmälle räätälöidyn leirin saat pyytämällä tarjousta myyntipalvelustamme: myynti@kuusirinne.example.',
          ),
          md(
            '## Courses for all ages',
            'We run more than 150 courses and camps every year. You can filter your search by sport, date, age group and level.',
            '- **Children’s and youth camps** during the summer, autumn and winter school holidays\n- **Adult courses** in padel, tennis, swimming and skiing\n- **Wellbeing weekends** with yoga, sauna and good food\n- **Training camps for clubs** including accommodation and hall time',
            'For a camp tailored to your group, ask our sales team for a quote: myynti@kuusirinne.example.',
          ),
          md(
            '## Kurser för alla åldrar',
            'Vi ordnar över 150 kurser och läger varje år. Du kan filtrera sökningen efter gren, tidpunkt, åldersgrupp och nivå.',
            '- **Läger för barn och unga** under sommar-, höst- och sportlovet\n- **Kurser för vuxna** i padel, tennis, simning och skidåkning\n- **Välmåendehelger** med yoga, bastu och god mat\n- **Träningsläger för föreningar** med boende och halltider',
            'Vill ni ha ett läger skräddarsytt för er grupp? Be om en offert av vår försäljning: myynti@kuusirinne.example.',
          ),
        ),
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // Shop pages
  // ---------------------------------------------------------------------------------------------
  {
    key: 'giftCard',
    contentType: 'productPage',
    path: loc('lahjakortti', 'lahjakortti', 'presentkort'),
    entryName: 'Gift card',
    pageTitle: loc('Lahjakortti', 'Gift card', 'Presentkort'),
    metaText: loc(
      'Kuusirinteen lahjakortti käy verkkokaupassamme majoitukseen, kylpylään, kursseihin ja aktiviteetteihin. Valitse summa ja kuva ja lähetä heti.',
      'The Kuusirinne gift card pays for accommodation, the spa, courses and activities in our web shop. Choose an amount and a picture and send it instantly.',
      'Kuusirinnes presentkort gäller för boende, spa, kurser och aktiviteter i vår webbutik. Välj belopp och bild och skicka det direkt.',
    ),
    body: [
      {
        blockType: 'externalData',
        type: 'product',
        code: 'LAHJAKORTTI',
        marketingName: loc('Kuusirinteen lahjakortti', 'Kuusirinne gift card', 'Kuusirinnes presentkort'),
      },
      {
        blockType: 'imageHalfTextHalf',
        image: 'gift-card',
        assetPosition: 'right',
        textColor: 'dark',
        isBoxed: true,
        text: loc(
          md(
            '## Näin lahjakortti toimii',
            `- Valitse summa 20–500 euron väliltä ja kortin kuva.\n- Saaja saa lahjakortin valitsemallasi kuvalla PDF-tiedostona sähköpostiinsa heti maksun jälkeen.\n- Kortti on voimassa ${giftCardMonths} kuukautta ostopäivästä, ja sen voi käyttää useassa osassa.\n- Lahjakortilla maksetaan verkkokaupan kassalla: kirjoita kortin koodi lahjakorttikoodin kenttään (ei alennuskoodin kenttään).`,
            'Lue myös [peruutusehdot](/peruutusehdot).',
          ),
          md(
            '## How the gift card works',
            `- Choose an amount between €20 and €500 and a picture for the card.\n- The recipient gets the gift card with your picture as a PDF by email as soon as you’ve paid.\n- The card is valid for ${giftCardMonths} months from purchase and can be used in several instalments.\n- You pay with the card at the web shop checkout: enter its code in the gift card code field (not the discount code field).`,
            'Please also read our [cancellation policy](/cancellation-policy).',
          ),
          md(
            '## Så fungerar presentkortet',
            `- Välj ett belopp mellan 20 och 500 euro och en bild till kortet.\n- Mottagaren får presentkortet med din bild som pdf till sin e-post direkt efter betalningen.\n- Kortet gäller i ${giftCardMonths} månader från köpdagen och kan användas i flera omgångar.\n- Du betalar med kortet i webbutikens kassa: skriv koden i fältet för presentkortskod (inte i fältet för rabattkod).`,
            'Läs också våra [avbokningsvillkor](/avbokningsvillkor).',
          ),
        ),
        buttons: [
          button(
            {
              kind: 'popup',
              popupKey: 'gift-card-terms',
              label: loc('Lahjakortin ehdot', 'Gift card terms', 'Villkor för presentkort'),
            },
            'secondary',
          ),
        ],
      },
    ],
  },
  {
    key: 'activitiesShop',
    contentType: 'categoryPage',
    path: loc('aktiviteettikauppa', 'aktiviteettikauppa', 'aktivitetsbutik'),
    entryName: 'Activity shop',
    pageTitle: loc('Aktiviteettikauppa', 'Activity shop', 'Aktivitetsbutik'),
    metaText: loc(
      'Osta hissiliput, uimahallin liput, välinevuokraus ja opastetut retket etukäteen verkosta – ei jonottamista paikan päällä.',
      'Buy lift passes, swimming tickets, equipment hire and guided tours online in advance – no queuing on site.',
      'Köp liftkort, simbiljetter, hyrutrustning och guidade turer på nätet i förväg – inget köande på plats.',
    ),
    body: [
      {
        blockType: 'externalData',
        type: 'category',
        code: 'AKTIVITEETTIKAUPPA',
        categoryMarketingName: loc('Aktiviteetit ja liput', 'Activities and tickets', 'Aktiviteter och biljetter'),
        itemLayoutProduct: 'grid',
      },
      {
        blockType: 'banner',
        isBoxed: false,
        textAlign: 'left',
        content: loc(
          md(
            '## Majoittujana saat enemmän',
            'Resortissa majoittuville uimahalli ja kuntosali sisältyvät hintaan, ja välinevuokrasta saa 20 % alennuksen. Alennus näkyy kassalla, kun kirjaudut asiakastilillesi.',
          ),
          md(
            '## Staying with us? You get more',
            'For resort guests, the swimming hall and gym are included, and equipment hire is 20% off. The discount appears at checkout when you log in to your account.',
          ),
          md(
            '## Mer för dig som bor hos oss',
            'För dig som bor på resorten ingår simhallen och gymmet, och hyrutrustning får du med 20 % rabatt. Rabatten syns i kassan när du loggar in på ditt konto.',
          ),
        ),
        buttons: [
          button(pageLink('login', loc('Kirjaudu', 'Log in', 'Logga in')), 'primary'),
          button(pageLink('accommodationSearch', loc('Varaa majoitus', 'Book accommodation', 'Boka boende')), 'secondary'),
        ],
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // Swimming hall
  // ---------------------------------------------------------------------------------------------
  {
    key: 'swimmingHall',
    contentType: 'categoryPage',
    path: loc('uimahalli', 'swimming-hall', 'simhall'),
    entryName: 'Swimming hall',
    pageTitle: loc('Uimahalli ja kylpylä', 'Swimming hall and spa', 'Simhall och spa'),
    metaText: loc(
      '25 metrin allas, lasten allas, porealtaat ja neljä saunaa. Katso uimahallin aukioloajat, hinnat ja säännöt.',
      'A 25-metre pool, children’s pool, hot tubs and four saunas. See the swimming hall’s opening hours, prices and rules.',
      'En 25 meters bassäng, barnbassäng, bubbelpooler och fyra bastur. Se simhallens öppettider, priser och regler.',
    ),
    body: [
      {
        blockType: 'heroBanner',
        image: 'swimming-hall',
        displayOverlay: true,
        overlayTextColor: 'light',
        overlayBackgroundColor: 'none',
        overlayTitle: loc('Uimahalli ja kylpylä', 'Swimming hall and spa', 'Simhall och spa'),
        overlayDescription: loc(
          'Kuntouintia aamukuudelta, perheen yhteisiä hetkiä lastenaltaalla ja iltasaunan löylyt järvinäkymin.',
          'Lap swimming from 6.30 am, family time in the children’s pool and an evening sauna with a view of the lake.',
          'Motionssimning från 6.30, familjestunder i barnbassängen och kvällsbastu med sjöutsikt.',
        ),
        links: [button(pageLink('activitiesShop', loc('Aktiviteettikauppaan', 'Go to the activity shop', 'Till aktivitetsbutiken')), 'primary', 'ticket')],
      },
      {
        blockType: 'externalData',
        type: 'category',
        code: 'UIMAHALLI',
        categoryMarketingName: loc('Osta uimalippu', 'Buy a swimming ticket', 'Köp simbiljett'),
        itemLayoutProduct: 'grid',
      },
      {
        blockType: 'infoBoxes',
        title: loc('Hyvä tietää ennen käyntiä', 'Good to know before you visit', 'Bra att veta före besöket'),
        boxes: [
          {
            title: loc('Aukioloajat', 'Opening hours', 'Öppettider'),
            text: loc(
              md('**Ma–pe** 6.30–21.00\n\n**La–su** 9.00–20.00', 'Allasosasto suljetaan 30 minuuttia ennen sulkemisaikaa.'),
              md('**Mon–Fri** 6.30 am – 9 pm\n\n**Sat–Sun** 9 am – 8 pm', 'The pools close 30 minutes before closing time.'),
              md('**Mån–fre** 6.30–21.00\n\n**Lör–sön** 9.00–20.00', 'Bassängerna stänger 30 minuter före stängningsdags.'),
            ),
            icon: 'clock',
            link: {
              kind: 'popup',
              popupKey: 'opening-hours',
              label: loc('Kaikki aukioloajat', 'All opening hours', 'Alla öppettider'),
            },
          },
          {
            title: loc('Hinnat', 'Prices', 'Priser'),
            text: loc(
              '- Aikuinen 9,50 €\n- Lapsi 5–14 v. 5,50 €\n- Perhelippu (2 aikuista + 2 lasta) 26 €\n- Sarjakortti 10 krt 85 €\n- Alle 5-vuotiaat maksutta aikuisen seurassa',
              '- Adult €9.50\n- Child (5–14) €5.50\n- Family ticket (2 adults + 2 children) €26\n- 10-visit card €85\n- Under-5s free with an adult',
              '- Vuxen 9,50 €\n- Barn 5–14 år 5,50 €\n- Familjebiljett (2 vuxna + 2 barn) 26 €\n- Klippkort 10 gånger 85 €\n- Barn under 5 år gratis i sällskap av vuxen',
            ),
            icon: 'euro',
            link: {
              kind: 'asset',
              url: PRICE_LIST_URL,
              label: loc('Koko hinnasto (PDF)', 'Full price list (PDF)', 'Hela prislistan (PDF)'),
            },
          },
          {
            title: loc('Säännöt', 'Rules', 'Regler'),
            text: loc(
              '- Peseydy ilman uimapukua ennen altaaseen menoa.\n- Alle 10-vuotiaat uivat aikuisen valvonnassa.\n- Saunassa ei käytetä uima-asua eikä hoitoaineita.\n- Valokuvaaminen on kielletty allastiloissa.',
              '- Shower without your swimsuit before entering the pool.\n- Children under 10 must be supervised by an adult.\n- No swimwear or hair products in the sauna.\n- Photography is not allowed in the pool area.',
              '- Tvätta dig utan baddräkt innan du går i bassängen.\n- Barn under 10 år ska simma under uppsikt av en vuxen.\n- Ingen baddräkt och inga hårprodukter i bastun.\n- Fotografering är förbjuden i bassängutrymmena.',
            ),
            icon: 'info',
          },
        ],
      },
      {
        blockType: 'accordion',
        title: loc('Usein kysyttyä', 'Frequently asked questions', 'Vanliga frågor'),
        items: [
          {
            title: loc('Sisältyykö uinti majoitukseen?', 'Is swimming included in my stay?', 'Ingår simning i boendet?'),
            contents: loc(
              'Kyllä. Kaikille resortin majoittujille uimahalli, kylpylä ja kuntosali sisältyvät hintaan koko majoituksen ajan. Näytä huoneavain tai mökin avainkortti kassalla.',
              'Yes. The swimming hall, spa and gym are included for all resort guests throughout their stay. Just show your room key or cottage key card at the desk.',
              'Ja. För alla som bor på resorten ingår simhallen, spaet och gymmet under hela vistelsen. Visa rumsnyckeln eller stugans nyckelkort i kassan.',
            ),
          },
          {
            title: loc('Mikä on veden lämpötila?', 'How warm is the water?', 'Hur varmt är vattnet?'),
            contents: loc(
              'Kuntoaltaassa vesi on 27-asteista, lastenaltaassa 32-asteista ja porealtaissa 34-asteista.',
              'The water is 27 °C in the lap pool, 32 °C in the children’s pool and 34 °C in the hot tubs.',
              'Vattnet håller 27 °C i motionsbassängen, 32 °C i barnbassängen och 34 °C i bubbelpoolerna.',
            ),
          },
          {
            title: loc('Voinko vuokrata pyyhkeen tai uima-asun?', 'Can I rent a towel or swimsuit?', 'Kan jag hyra handduk eller baddräkt?'),
            contents: loc(
              'Pyyhkeen voi vuokrata kassalta 4 eurolla. Uima-asuja, uimalaseja ja -lakkeja myydään kassalla.',
              'Towels can be rented at the desk for €4. Swimsuits, goggles and swimming caps are on sale at the desk.',
              'Handdukar kan hyras i kassan för 4 €. Baddräkter, simglasögon och badmössor säljs i kassan.',
            ),
          },
          {
            title: loc('Onko uimahalli esteetön?', 'Is the swimming hall accessible?', 'Är simhallen tillgänglig?'),
            contents: loc(
              'Kyllä. Pukuhuoneisiin ja allastilaan pääsee hissillä, kuntoaltaassa on allasnostin ja käytössä on kaksi esteetöntä perhepukuhuonetta. Avustaja pääsee maksutta sisään avustajakortilla.',
              'Yes. There’s a lift to the changing rooms and pool area, a pool hoist at the lap pool and two accessible family changing rooms. Personal assistants enter free of charge with an assistant card.',
              'Ja. Det finns hiss till omklädningsrummen och bassängerna, en bassänglyft vid motionsbassängen och två tillgängliga familjeomklädningsrum. Personliga assistenter går in gratis med assistentkort.',
            ),
          },
          {
            title: loc('Saako uimahalliin tuoda omia eväitä?', 'Can I bring my own snacks?', 'Får man ta med egen matsäck?'),
            contents: loc(
              'Allastiloissa ei saa syödä. Aulan kahvilassa voit nauttia omia eväitä, ja kahvila Kanervasta saa myös smoothieita ja pientä purtavaa.',
              'Eating isn’t allowed in the pool area. You’re welcome to eat your own snacks in the lobby, and Café Kanerva sells smoothies and light bites.',
              'Det är inte tillåtet att äta i bassängutrymmena. I lobbyn får du äta egen matsäck, och på Café Kanerva finns smoothies och lättare tilltugg.',
            ),
          },
          {
            title: loc('Järjestättekö uimakouluja?', 'Do you run swimming lessons?', 'Ordnar ni simskolor?'),
            contents: loc(
              'Kyllä. Lasten uimakouluja järjestetään syys- ja kevätkaudella sekä intensiivikursseina kesällä, ja aikuisille on omat tekniikkakurssit. Katso ajankohdat [kurssihausta](/kurssihaku).',
              'Yes. Children’s swimming lessons run in the autumn and spring terms, with intensive courses in summer, and adults have their own technique courses. See the dates in our [course search](/courses).',
              'Ja. Simskolor för barn ordnas under höst- och vårterminen samt som intensivkurser på sommaren, och för vuxna finns tekniskurser. Se tiderna i [kurssökningen](/kurser).',
            ),
          },
        ],
      },
      {
        blockType: 'imageHalfTextHalf',
        image: 'spa-sauna',
        assetPosition: 'right',
        textColor: 'light',
        isBoxed: true,
        text: loc(
          md(
            '## Neljä saunaa, neljä tunnelmaa',
            'Kylpylän saunamaailmassa on perinteinen puulämmitteinen sauna, savusauna, höyrysauna ja infrapunasauna. Savusauna lämpiää keskiviikkoisin ja lauantaisin, ja sieltä pääsee suoraan laiturille ja talvella avantoon.',
            'Saunamaailma sisältyy uimahallin lippuun.',
          ),
          md(
            '## Four saunas, four moods',
            'The spa has a traditional wood-fired sauna, a smoke sauna, a steam sauna and an infrared sauna. The smoke sauna is heated on Wednesdays and Saturdays, with direct access to the jetty – and to an ice hole in winter.',
            'The sauna area is included in your swimming hall ticket.',
          ),
          md(
            '## Fyra bastur, fyra stämningar',
            'I spaet finns en traditionell vedeldad bastu, en rökbastu, en ångbastu och en infraröd bastu. Rökbastun värms på onsdagar och lördagar, och därifrån kommer du direkt ut på bryggan – och vintertid till en isvak.',
            'Bastuavdelningen ingår i simhallsbiljetten.',
          ),
        ),
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // Legal pages
  // ---------------------------------------------------------------------------------------------
  {
    key: 'dataProtection',
    contentType: 'page',
    path: loc('tietosuoja', 'data-protection', 'dataskydd'),
    entryName: 'Data protection',
    pageTitle: loc('Tietosuojaseloste', 'Privacy notice', 'Dataskyddsbeskrivning'),
    metaText: loc(
      'Miten Kuusirinne Resort käsittelee asiakkaidensa henkilötietoja ja mitä oikeuksia sinulla on EU:n tietosuoja-asetuksen mukaan.',
      'How Kuusirinne Resort processes its customers’ personal data and what rights you have under the EU General Data Protection Regulation.',
      'Hur Kuusirinne Resort behandlar kundernas personuppgifter och vilka rättigheter du har enligt EU:s dataskyddsförordning.',
    ),
    body: [
      {
        blockType: 'wysiwygBlock',
        alignLeft: true,
        fontSize: 'normal',
        content: loc(
          md(
            '## Asiakasrekisterin tietosuojaseloste',
            'Tämä seloste kertoo, miten käsittelemme henkilötietojasi, kun varaat palvelujamme, asioit verkkosivuillamme tai opiskelet urheiluopistossamme. Seloste on päivitetty 1.10.2026.',
            '### 1. Rekisterinpitäjä',
            '**Kuusirinne Resort Oy** (Y-tunnus 1234567-1), Kuusirinteentie 1, 12345 Kuusirinne.\n\nTietosuoja-asioissa voit ottaa yhteyttä osoitteeseen tietosuoja@kuusirinne.example.',
            '### 2. Käsittelyn tarkoitukset ja perusteet',
            '- **Varausten ja kaupan hoitaminen** – sopimuksen täyttäminen\n- **Majoittujien rekisteröinti** – lakisääteinen velvoite (majoitustoiminnasta annettu laki)\n- **Asiakasviestintä ja markkinointi** – oikeutettu etu tai suostumus\n- **Opiskelijahallinto** – lakisääteinen velvoite (laki ammatillisesta koulutuksesta)\n- **Palvelujen kehittäminen ja tilastointi** – oikeutettu etu',
            '### 3. Käsiteltävät tiedot',
            'Nimi, yhteystiedot, syntymäaika, varaus- ja ostohistoria, maksutapahtumien tiedot, asiakastilin kirjautumistiedot sekä antamasi suostumukset ja markkinointikiellot. Opiskelijoista käsittelemme lisäksi opintosuoritukset ja henkilötunnuksen.',
            '### 4. Tietolähteet',
            'Saamme tiedot ensisijaisesti sinulta itseltäsi. Osoitetietoja voidaan päivittää Digi- ja väestötietoviraston väestötietojärjestelmästä.',
            '### 5. Tietojen luovutukset ja siirrot',
            'Emme myy henkilötietoja. Käytämme luotettavia palveluntarjoajia esimerkiksi maksunvälityksessä ja sähköpostiviestinnässä. Ne käsittelevät tietoja vain lukuumme. Tietoja ei siirretä EU- tai ETA-alueen ulkopuolelle ilman asianmukaisia suojatoimia, kuten Euroopan komission vakiosopimuslausekkeita.',
            '### 6. Säilytysaika',
            'Säilytämme asiakastilin tiedot, kunnes poistat tilin tai se on ollut käyttämättä kolme vuotta. Kirjanpitoaineisto säilytetään kirjanpitolain mukaisesti kuusi vuotta ja majoittujailmoitukset yhden vuoden.',
            '### 7. Sinun oikeutesi',
            'Sinulla on oikeus tarkastaa tietosi, pyytää niiden oikaisemista tai poistamista, rajoittaa käsittelyä, vastustaa käsittelyä ja siirtää tietosi järjestelmästä toiseen. Voit perua antamasi suostumuksen milloin tahansa. Lähetä pyyntö osoitteeseen tietosuoja@kuusirinne.example – vastaamme kuukauden kuluessa.',
            'Jos katsot, että tietojasi käsitellään lainvastaisesti, voit tehdä valituksen tietosuojavaltuutetun toimistolle.',
            '### 8. Tietoturva',
            'Tiedot säilytetään suojatuissa järjestelmissä, joihin pääsy on vain niillä työntekijöillä, jotka tarvitsevat tietoja työssään. Maksukorttitietoja emme tallenna omiin järjestelmiimme.',
          ),
          md(
            '## Customer register privacy notice',
            'This notice explains how we process your personal data when you book our services, use our website or study at our sports institute. It was last updated on 1 October 2026.',
            '### 1. Controller',
            '**Kuusirinne Resort Oy** (business ID 1234567-1), Kuusirinteentie 1, 12345 Kuusirinne, Finland.\n\nFor data protection matters, please contact tietosuoja@kuusirinne.example.',
            '### 2. Purposes and legal bases',
            '- **Handling bookings and purchases** – performance of a contract\n- **Registering guests** – legal obligation (Finnish Accommodation and Food Service Act)\n- **Customer communication and marketing** – legitimate interest or consent\n- **Student administration** – legal obligation (Finnish Vocational Education and Training Act)\n- **Developing our services and statistics** – legitimate interest',
            '### 3. Data we process',
            'Name, contact details, date of birth, booking and purchase history, payment details, account login details, and any consents or marketing opt-outs you have given. For students we also process study records and personal identity codes.',
            '### 4. Sources',
            'We mainly collect data from you directly. Addresses may be updated from the Finnish Population Information System maintained by the Digital and Population Data Services Agency.',
            '### 5. Disclosures and transfers',
            'We never sell personal data. We use trusted service providers for things like payment processing and email, and they process data only on our behalf. Data is not transferred outside the EU or EEA without appropriate safeguards, such as the European Commission’s standard contractual clauses.',
            '### 6. Retention',
            'We keep your account data until you delete your account or it has been inactive for three years. Accounting records are kept for six years as required by the Finnish Accounting Act, and guest registration forms for one year.',
            '### 7. Your rights',
            'You have the right to access your data, have it corrected or erased, restrict or object to its processing, and have it transferred to another service. You can withdraw your consent at any time. Send your request to tietosuoja@kuusirinne.example – we’ll reply within one month.',
            'If you believe your data is being processed unlawfully, you can lodge a complaint with the Office of the Data Protection Ombudsman.',
            '### 8. Security',
            'Data is stored in protected systems that only employees who need it for their work can access. We do not store payment card details in our own systems.',
          ),
          md(
            '## Dataskyddsbeskrivning för kundregistret',
            'Den här beskrivningen berättar hur vi behandlar dina personuppgifter när du bokar våra tjänster, besöker vår webbplats eller studerar vid vårt idrottsinstitut. Beskrivningen uppdaterades 1.10.2026.',
            '### 1. Personuppgiftsansvarig',
            '**Kuusirinne Resort Oy** (FO-nummer 1234567-1), Kuusirinteentie 1, 12345 Kuusirinne.\n\nI dataskyddsfrågor kan du kontakta tietosuoja@kuusirinne.example.',
            '### 2. Ändamål och rättslig grund',
            '- **Hantering av bokningar och köp** – fullgörande av avtal\n- **Registrering av gäster** – rättslig förpliktelse (lagen om inkvarterings- och förplägnadsverksamhet)\n- **Kundkommunikation och marknadsföring** – berättigat intresse eller samtycke\n- **Studieadministration** – rättslig förpliktelse (lagen om yrkesutbildning)\n- **Utveckling av tjänster och statistik** – berättigat intresse',
            '### 3. Uppgifter som behandlas',
            'Namn, kontaktuppgifter, födelsedatum, boknings- och köphistorik, betalningsuppgifter, inloggningsuppgifter samt samtycken och förbud mot direktmarknadsföring. För studerande behandlar vi dessutom studieprestationer och personbeteckning.',
            '### 4. Uppgiftskällor',
            'Uppgifterna fås i första hand av dig själv. Adressuppgifter kan uppdateras ur Myndigheten för digitalisering och befolkningsdatas befolkningsdatasystem.',
            '### 5. Utlämnande och överföring',
            'Vi säljer aldrig personuppgifter. Vi anlitar pålitliga tjänsteleverantörer till exempel för betalningsförmedling och e-post, och de behandlar uppgifterna endast för vår räkning. Uppgifter överförs inte utanför EU eller EES utan lämpliga skyddsåtgärder, såsom Europeiska kommissionens standardavtalsklausuler.',
            '### 6. Lagringstid',
            'Vi sparar kontouppgifterna tills du raderar kontot eller det har varit oanvänt i tre år. Bokföringsmaterial sparas i sex år enligt bokföringslagen och gästanmälningar i ett år.',
            '### 7. Dina rättigheter',
            'Du har rätt att få tillgång till dina uppgifter, få dem rättade eller raderade, begränsa eller invända mot behandlingen och flytta uppgifterna till en annan tjänst. Du kan när som helst återkalla ditt samtycke. Skicka din begäran till tietosuoja@kuusirinne.example – vi svarar inom en månad.',
            'Om du anser att dina uppgifter behandlas i strid med lagen kan du lämna in ett klagomål till dataombudsmannens byrå.',
            '### 8. Datasäkerhet',
            'Uppgifterna förvaras i skyddade system som endast de anställda som behöver dem i sitt arbete har tillgång till. Vi sparar inga betalkortsuppgifter i våra egna system.',
          ),
        ),
      },
    ],
  },
  {
    key: 'terms',
    contentType: 'page',
    path: loc('info/kayttoehdot-ja-evastekaytannot', 'info/terms-of-use-and-cookie-policy', 'info/anvandarvillkor-och-cookiepolicy'),
    entryName: 'Terms of use and cookie policy',
    pageTitle: loc('Käyttöehdot ja evästekäytännöt', 'Terms of use and cookie policy', 'Användarvillkor och cookiepolicy'),
    metaText: loc(
      'Kuusirinne Resortin verkkopalvelun käyttöehdot sekä tietoa sivustolla käytettävistä evästeistä ja niiden hallinnasta.',
      'Terms of use for the Kuusirinne Resort website, plus information on the cookies we use and how to manage them.',
      'Användarvillkor för Kuusirinne Resorts webbtjänst samt information om vilka kakor vi använder och hur du hanterar dem.',
    ),
    body: [
      {
        blockType: 'wysiwygBlock',
        alignLeft: true,
        fontSize: 'normal',
        content: loc(
          md(
            '## Verkkopalvelun käyttöehdot',
            'Käyttämällä Kuusirinne Resortin verkkopalvelua hyväksyt nämä ehdot. Palvelun ylläpitäjä on Kuusirinne Resort Oy (Y-tunnus 1234567-1).',
            '### Sisältö ja tekijänoikeudet',
            'Sivuston tekstit, kuvat ja logot ovat Kuusirinne Resort Oy:n tai sen yhteistyökumppaneiden omaisuutta. Niitä saa jakaa henkilökohtaiseen käyttöön, mutta kaupallinen käyttö edellyttää kirjallista lupaa.',
            '### Asiakastili',
            'Olet vastuussa tunnustesi säilyttämisestä. Jos epäilet, että tiliäsi on käytetty luvatta, vaihda salasana ja ilmoita asiasta meille. Voimme sulkea tilin, jota käytetään ehtojen vastaisesti.',
            '### Hinnat ja saatavuus',
            'Pyrimme pitämään hinnat ja saatavuustiedot ajan tasalla. Jos hinnassa on ilmeinen virhe, otamme sinuun yhteyttä ennen varauksen vahvistamista. Varauksiin sovelletaan [peruutusehtojamme](/peruutusehdot).',
            '## Evästeet',
            'Käytämme sivustolla evästeitä eli pieniä tekstitiedostoja, jotka tallentuvat selaimeesi. Välttämättömät evästeet ovat aina käytössä. Muut evästeet otamme käyttöön vain suostumuksellasi, jonka voit muuttaa milloin tahansa sivun alareunan evästeasetuksista.',
          ),
          md(
            '## Website terms of use',
            'By using the Kuusirinne Resort website you accept these terms. The service is operated by Kuusirinne Resort Oy (business ID 1234567-1).',
            '### Content and copyright',
            'The texts, images and logos on this site belong to Kuusirinne Resort Oy or its partners. You may share them for personal use, but commercial use requires our written permission.',
            '### Your account',
            'You are responsible for keeping your login details safe. If you suspect someone has used your account without permission, change your password and let us know. We may close accounts that are used in breach of these terms.',
            '### Prices and availability',
            'We do our best to keep prices and availability up to date. If a price is obviously wrong, we’ll contact you before confirming the booking. Bookings are subject to our [cancellation policy](/cancellation-policy).',
            '## Cookies',
            'Our site uses cookies – small text files saved in your browser. Essential cookies are always on. We only use other cookies with your consent, which you can change at any time in the cookie settings at the bottom of the page.',
          ),
          md(
            '## Användarvillkor för webbtjänsten',
            'Genom att använda Kuusirinne Resorts webbtjänst godkänner du dessa villkor. Tjänsten upprätthålls av Kuusirinne Resort Oy (FO-nummer 1234567-1).',
            '### Innehåll och upphovsrätt',
            'Texter, bilder och logotyper på webbplatsen tillhör Kuusirinne Resort Oy eller dess samarbetspartner. Du får dela dem för personligt bruk, men kommersiell användning kräver skriftligt tillstånd.',
            '### Kundkonto',
            'Du ansvarar för att hålla dina inloggningsuppgifter i säkert förvar. Om du misstänker att någon har använt ditt konto utan lov, byt lösenord och meddela oss. Vi kan stänga konton som används i strid med villkoren.',
            '### Priser och tillgänglighet',
            'Vi strävar efter att hålla priser och tillgänglighet uppdaterade. Om ett pris är uppenbart felaktigt kontaktar vi dig innan bokningen bekräftas. För bokningar gäller våra [avbokningsvillkor](/avbokningsvillkor).',
            '## Kakor',
            'Vi använder kakor (cookies), det vill säga små textfiler som sparas i din webbläsare. Nödvändiga kakor är alltid aktiva. Övriga kakor använder vi endast med ditt samtycke, som du när som helst kan ändra i kakinställningarna längst ner på sidan.',
          ),
        ),
      },
      { blockType: 'cookiePolicy', title: loc('Sivustolla käytetyt evästeet', 'The cookies we use', 'Kakor som vi använder') },
      {
        blockType: 'accordion',
        title: loc('Evästeluokat', 'Cookie categories', 'Kakkategorier'),
        items: [
          {
            title: loc('Välttämättömät evästeet', 'Essential cookies', 'Nödvändiga kakor'),
            contents: loc(
              'Nämä evästeet tarvitaan, jotta ostoskori, kassa, maksaminen ja kirjautuminen toimivat ja jotta evästevalintasi muistetaan. Niitä ei voi kytkeä pois päältä. Evästeet ja niiden säilytysajat on lueteltu yllä olevassa taulukossa.',
              'These cookies are needed for the cart, checkout, payment and signing in to work, and to remember your cookie choice. They can’t be switched off. The cookies and how long they are kept are listed in the table above.',
              'Dessa kakor behövs för att varukorgen, kassan, betalningen och inloggningen ska fungera och för att ditt cookieval ska kommas ihåg. De kan inte stängas av. Kakorna och hur länge de sparas finns i tabellen ovan.',
            ),
          },
          {
            title: loc('Toiminnalliset evästeet', 'Functional cookies', 'Funktionella kakor'),
            contents: loc(
              'Toiminnalliset evästeet muistavat valitsemasi kielen ja sulkemasi tiedotteet. Ilman niitä sivusto toimii, mutta kieli valitaan selaimesi kieliasetuksista ja suljettu tiedote näkyy uudelleen seuraavalla sivulla.',
              'Functional cookies remember the language you chose and the notices you have closed. The site works without them, but the language then follows your browser’s language settings and a closed notice shows again on the next page.',
              'Funktionella kakor kommer ihåg språket du valt och meddelanden du stängt. Webbplatsen fungerar utan dem, men då följer språket webbläsarens språkinställningar och ett stängt meddelande visas igen på nästa sida.',
            ),
          },
          {
            title: loc('Analytiikkaevästeet', 'Analytics cookies', 'Analyskakor'),
            contents: loc(
              'Vain suostumuksellasi lataamme Google Tag Managerin, jonka Google Analytics -tagit keräävät tilastoja sivuston käytöstä, esimerkiksi katsotuista tuotteista ja tehdyistä ostoista. Käynnit erotetaan toisistaan satunnaisella tunnisteella; nimeäsi tai yhteystietojasi ei välitetä Googlelle.',
              'Only with your consent do we load Google Tag Manager, whose Google Analytics tags collect statistics on how the site is used, such as the products viewed and purchases made. Visits are told apart by a random identifier; your name and contact details are not passed to Google.',
              'Endast med ditt samtycke läser vi in Google Tag Manager, vars Google Analytics-taggar samlar in statistik om hur webbplatsen används, till exempel visade produkter och gjorda köp. Besöken skiljs åt med en slumpmässig identifierare; ditt namn och dina kontaktuppgifter lämnas inte ut till Google.',
            ),
          },
          {
            title: loc('Markkinointievästeet', 'Marketing cookies', 'Marknadsföringskakor'),
            contents: loc(
              'Vain suostumuksellasi Google Tag Managerin kautta ladattavat Googlen mainostagit mittaavat, miten hyvin mainontamme toimii, esimerkiksi mistä mainoksesta käynti alkoi.',
              'Only with your consent, Google’s advertising tags loaded through Google Tag Manager measure how well our advertising works, for example which ad a visit came from.',
              'Endast med ditt samtycke mäter Googles annonstaggar, som läses in via Google Tag Manager, hur väl vår annonsering fungerar, till exempel från vilken annons ett besök kom.',
            ),
          },
        ],
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // Info, contact, map, news
  // ---------------------------------------------------------------------------------------------
  {
    key: 'info',
    contentType: 'page',
    path: loc('info', 'info', 'info'),
    entryName: 'Info',
    pageTitle: loc('Info ja palvelut', 'Info and services', 'Info och tjänster'),
    metaText: loc(
      'Kaikki tärkeä Kuusirinne Resortista: vastaanotto, saapuminen, pysäköinti, esteettömyys, kokoustilat ja yhteyshenkilöt.',
      'Everything you need to know about Kuusirinne Resort: reception, getting here, parking, accessibility, meeting rooms and contacts.',
      'Allt du behöver veta om Kuusirinne Resort: reception, hitta hit, parkering, tillgänglighet, mötesrum och kontaktpersoner.',
    ),
    body: [
      {
        blockType: 'infoBoxes',
        title: loc('Ennen saapumista', 'Before you arrive', 'Före ankomsten'),
        boxes: [
          {
            title: loc('Vastaanotto', 'Reception', 'Reception'),
            text: loc(
              'Päärakennuksen vastaanotto palvelee joka päivä klo 7–23. Huoneet ovat käytettävissä klo 15 alkaen, ja ne luovutetaan lähtöpäivänä klo 12 mennessä.',
              'Reception in the main building is open every day from 7 am to 11 pm. Rooms are available from 3 pm and must be vacated by noon on the day of departure.',
              'Receptionen i huvudbyggnaden betjänar varje dag kl. 7–23. Rummen är tillgängliga från kl. 15 och ska lämnas senast kl. 12 på avresedagen.',
            ),
            icon: 'bell',
          },
          {
            title: loc('Saapuminen', 'Getting here', 'Hitta hit'),
            text: loc(
              'Olemme 25 kilometrin päässä lähimmältä rautatieasemalta. Tilaa kuljetus vastaanotosta viimeistään edellisenä päivänä.',
              'We are 25 kilometres from the nearest railway station. Book a transfer from reception by the day before at the latest.',
              'Vi ligger 25 kilometer från närmaste järnvägsstation. Beställ skjuts från receptionen senast dagen innan.',
            ),
            icon: 'map-pin',
            link: pageLink('map', loc('Katso kartta', 'View the map', 'Se kartan')),
          },
          {
            title: loc('Pysäköinti ja lataus', 'Parking and charging', 'Parkering och laddning'),
            text: loc(
              'Pysäköinti on majoittujille maksutonta. Päärakennuksen pihassa on 12 sähköauton latauspistettä.',
              'Parking is free for guests. There are 12 electric vehicle charging points outside the main building.',
              'Parkeringen är gratis för gäster. Utanför huvudbyggnaden finns 12 laddpunkter för elbilar.',
            ),
            icon: 'car',
          },
          {
            title: loc('Esteettömyys', 'Accessibility', 'Tillgänglighet'),
            text: loc(
              'Hotellissa on neljä esteetöntä huonetta, ja kaikkiin yleisiin tiloihin pääsee hissillä tai luiskaa pitkin.',
              'The hotel has four accessible rooms, and all public areas can be reached by lift or ramp.',
              'Hotellet har fyra tillgängliga rum, och alla allmänna utrymmen nås med hiss eller ramp.',
            ),
            icon: 'accessibility',
          },
        ],
      },
      {
        blockType: 'halfContentGroup',
        isBoxed: false,
        usePriorityBackground: true,
        priorityBackground: 'sand',
        contents: [
          {
            title: loc('Kokoukset ja juhlat', 'Meetings and celebrations', 'Möten och fester'),
            text: loc(
              md(
                'Kahdeksan kokoustilaa 10–250 hengelle, nykyaikainen AV-tekniikka ja ikkunat järvelle. Kokouspäivän voi päättää padelturnaukseen tai savusaunaan.',
                'Pyydä tarjous: myynti@kuusirinne.example',
              ),
              md(
                'Eight meeting rooms for 10–250 people, modern AV equipment and windows facing the lake. End your meeting day with a padel tournament or the smoke sauna.',
                'Ask for a quote: myynti@kuusirinne.example',
              ),
              md(
                'Åtta mötesrum för 10–250 personer, modern AV-teknik och fönster mot sjön. Avsluta mötesdagen med en padelturnering eller i rökbastun.',
                'Be om en offert: myynti@kuusirinne.example',
              ),
            ),
            image: 'conference-room',
            buttons: [button(pageLink('contact', loc('Ota yhteyttä', 'Contact us', 'Kontakta oss')), 'primary')],
          },
          {
            title: loc('Ravintola ja kahvila', 'Restaurant and café', 'Restaurang och kafé'),
            text: loc(
              'Ravintola Kuusessa syödään lähiruokaa aamiaisesta illalliseen. Rinteen juurella oleva kahvila Kanerva tarjoaa korvapuusteja, keittolounasta ja lämpimiä juomia.',
              'Restaurant Kuusi serves local food from breakfast to dinner. Café Kanerva at the foot of the slope offers cinnamon buns, soup lunches and hot drinks.',
              'Restaurang Kuusi serverar närproducerad mat från frukost till middag. Café Kanerva vid backens fot bjuder på kanelbullar, soppluncher och varma drycker.',
            ),
            image: 'cafe',
            buttons: [
              button(
                {
                  kind: 'popup',
                  popupKey: 'opening-hours',
                  label: loc('Aukioloajat', 'Opening hours', 'Öppettider'),
                },
                'secondary',
              ),
            ],
          },
        ],
      },
      {
        blockType: 'contactCards',
        title: loc('Yhteyshenkilöt', 'Contact people', 'Kontaktpersoner'),
        displayImage: true,
        seeMoreLink: pageLink('contact', loc('Kaikki yhteystiedot', 'All contact details', 'Alla kontaktuppgifter')),
        people: [
          {
            name: 'Anna Mäkelä',
            image: 'person-1',
            jobTitle: loc('Myyntipäällikkö, kokoukset ja ryhmät', 'Sales Manager, meetings and groups', 'Försäljningschef, möten och grupper'),
            phoneNumber: '+358 40 123 4501',
            email: 'anna.makela@kuusirinne.example',
          },
          {
            name: 'Mikko Laaksonen',
            image: 'person-2',
            jobTitle: loc('Vastaanoton esihenkilö', 'Front Office Supervisor', 'Receptionsansvarig'),
            phoneNumber: '+358 40 123 4502',
            email: 'mikko.laaksonen@kuusirinne.example',
          },
          {
            name: 'Sanna Heikkinen',
            image: 'person-3',
            jobTitle: loc('Liikuntapalvelupäällikkö', 'Head of Sports Services', 'Chef för idrottstjänster'),
            phoneNumber: '+358 40 123 4503',
            email: 'sanna.heikkinen@kuusirinne.example',
          },
          {
            name: 'Janne Koskinen',
            image: 'person-4',
            jobTitle: loc('Rinne- ja latupäällikkö', 'Slopes and Trails Manager', 'Chef för backar och spår'),
            phoneNumber: '+358 40 123 4504',
            email: 'janne.koskinen@kuusirinne.example',
          },
          {
            name: 'Laura Niemi',
            image: 'person-5',
            jobTitle: loc('Koulutuspäällikkö, urheiluopisto', 'Head of Education, Sports Institute', 'Utbildningschef, idrottsinstitutet'),
            phoneNumber: '+358 40 123 4505',
            email: 'laura.niemi@kuusirinne.example',
          },
          {
            name: 'Petri Salonen',
            image: 'person-6',
            jobTitle: loc('Ravintolapäällikkö', 'Restaurant Manager', 'Restaurangchef'),
            phoneNumber: '+358 40 123 4506',
            email: 'petri.salonen@kuusirinne.example',
          },
        ],
      },
      {
        blockType: 'quickLinks',
        title: loc('Katso myös', 'See also', 'Se även'),
        links: [
          { image: 'map-overview', link: pageLink('map', loc('Alueen kartta', 'Resort map', 'Karta över området')) },
          { image: 'swimming-hall', link: pageLink('swimmingHall', loc('Uimahalli', 'Swimming hall', 'Simhall')) },
          {
            image: 'hotel-room',
            link: pageLink('cancellationPolicy', loc('Peruutusehdot', 'Cancellation policy', 'Avbokningsvillkor')),
          },
          { image: 'resort-hotel', link: pageLink('contact', loc('Yhteystiedot', 'Contact', 'Kontakt')) },
        ],
      },
    ],
  },
  {
    key: 'contact',
    contentType: 'page',
    path: loc('yhteystiedot', 'contact', 'kontakt'),
    entryName: 'Contact',
    pageTitle: loc('Yhteystiedot', 'Contact us', 'Kontakt'),
    metaText: loc(
      'Ota yhteyttä Kuusirinne Resortiin: vastaanotto, myynti ja urheiluopisto. Osoite Kuusirinteentie 1, 12345 Kuusirinne.',
      'Get in touch with Kuusirinne Resort: reception, sales and the sports institute. Address: Kuusirinteentie 1, 12345 Kuusirinne.',
      'Kontakta Kuusirinne Resort: reception, försäljning och idrottsinstitutet. Adress: Kuusirinteentie 1, 12345 Kuusirinne.',
    ),
    body: [
      {
        blockType: 'contactCards',
        title: loc('Autamme mielellämme', 'We’re happy to help', 'Vi hjälper gärna till'),
        displayImage: true,
        people: [
          {
            name: 'Mikko Laaksonen',
            image: 'person-2',
            jobTitle: loc('Vastaanotto ja varaukset', 'Reception and bookings', 'Reception och bokningar'),
            phoneNumber: '+358 40 123 4567',
            email: 'info@kuusirinne.example',
          },
          {
            name: 'Anna Mäkelä',
            image: 'person-1',
            jobTitle: loc('Kokoukset, ryhmät ja leirit', 'Meetings, groups and camps', 'Möten, grupper och läger'),
            phoneNumber: '+358 40 123 4501',
            email: 'myynti@kuusirinne.example',
          },
          {
            name: 'Laura Niemi',
            image: 'person-5',
            jobTitle: loc('Urheiluopiston koulutukset', 'Sports institute programmes', 'Idrottsinstitutets utbildningar'),
            phoneNumber: '+358 40 123 4505',
            email: 'koulutus@kuusirinne.example',
          },
        ],
      },
      {
        blockType: 'wysiwygBlock',
        alignLeft: true,
        fontSize: 'normal',
        content: loc(
          md(
            '## Kuusirinne Resort Oy',
            'Kuusirinteentie 1, 12345 Kuusirinne\n\nVastaanotto: +358 40 123 4567 (joka päivä klo 7–23)\n\nSähköposti: info@kuusirinne.example',
            '**Laskutus:** Y-tunnus 1234567-1. Verkkolaskuosoite ja operaattoritunnus saat kirjanpidostamme osoitteesta laskutus@kuusirinne.example.',
            'Palautetta ja kehitysideoita voit lähettää [palautelomakkeella](https://palaute.kuusirinne.example). Luemme jokaisen viestin.',
          ),
          md(
            '## Kuusirinne Resort Oy',
            'Kuusirinteentie 1, 12345 Kuusirinne, Finland\n\nReception: +358 40 123 4567 (daily 7 am – 11 pm)\n\nEmail: info@kuusirinne.example',
            '**Invoicing:** Business ID 1234567-1. For our e-invoicing address and operator ID, please contact laskutus@kuusirinne.example.',
            'You can send feedback and ideas using our [feedback form](https://palaute.kuusirinne.example). We read every message.',
          ),
          md(
            '## Kuusirinne Resort Oy',
            'Kuusirinteentie 1, 12345 Kuusirinne\n\nReception: +358 40 123 4567 (varje dag kl. 7–23)\n\nE-post: info@kuusirinne.example',
            '**Fakturering:** FO-nummer 1234567-1. E-fakturaadress och operatörskod får du från vår bokföring på laskutus@kuusirinne.example.',
            'Respons och idéer kan du skicka via vårt [responsformulär](https://palaute.kuusirinne.example). Vi läser varje meddelande.',
          ),
        ),
      },
    ],
  },
  {
    key: 'map',
    contentType: 'page',
    path: loc('kartta', 'map', 'karta'),
    entryName: 'Map',
    pageTitle: loc('Aluekartta', 'Resort map', 'Karta över området'),
    metaText: loc(
      'Löydä perille Kuusirinne Resortin alueella: majoitukset, uimahalli, hallit, rinteet, ladut ja vaellusreitit kartalla.',
      'Find your way around Kuusirinne Resort: accommodation, the swimming hall, sports halls, slopes, ski trails and hiking routes on one map.',
      'Hitta rätt på Kuusirinne Resort: boende, simhall, hallar, backar, skidspår och vandringsleder på kartan.',
    ),
    body: [
      {
        blockType: 'proximiMap',
        title: loc('Resortin kartta', 'Map of the resort', 'Karta över resorten'),
        plan: 'site-plan',
      },
      {
        blockType: 'wysiwygBlock',
        alignLeft: true,
        fontSize: 'normal',
        content: loc(
          md(
            '## Näin löydät perille',
            'Kuusirinne Resort sijaitsee osoitteessa **Kuusirinteentie 1, 12345 Kuusirinne**. Valtatieltä käännytään Kuusirinteen liittymästä, josta on opasteet perille asti (6 km).',
            '- **Päärakennus:** hotelli, vastaanotto, ravintola ja uimahalli\n- **Palloiluhallit:** padel-, tennis- ja pickleball-kentät päärakennuksen takana\n- **Rantamökit:** Kuusijärven rannassa, ajo mökeille rantatietä pitkin\n- **Rinne ja latukeskus:** kahvila Kanerva, välinevuokraamo ja suksihuolto\n- **Urheiluopisto:** opetustilat ja opiskelija-asuntola kampuksella',
            'Sisätiloissa voit käyttää karttaa myös mobiilisti – se näyttää reitin esimerkiksi vastaanotosta kokoustiloihin.',
          ),
          md(
            '## How to find us',
            'Kuusirinne Resort is located at **Kuusirinteentie 1, 12345 Kuusirinne**. Turn off the main road at the Kuusirinne junction and follow the signs (6 km).',
            '- **Main building:** hotel, reception, restaurant and swimming hall\n- **Sports halls:** padel, tennis and pickleball courts behind the main building\n- **Lakeside cottages:** on the shore of Lake Kuusijärvi, reached along the shore road\n- **Slope and ski centre:** Café Kanerva, equipment hire and ski service\n- **Sports institute:** classrooms and student housing on campus',
            'You can also use the map on your phone indoors – it shows the route from reception to the meeting rooms, for example.',
          ),
          md(
            '## Så hittar du hit',
            'Kuusirinne Resort ligger på adressen **Kuusirinteentie 1, 12345 Kuusirinne**. Sväng av från riksvägen vid Kuusirinne-avfarten och följ skyltarna (6 km).',
            '- **Huvudbyggnaden:** hotell, reception, restaurang och simhall\n- **Sporthallarna:** padel-, tennis- och pickleballbanor bakom huvudbyggnaden\n- **Stugorna:** vid Kuusijärvis strand, längs strandvägen\n- **Backen och skidcentret:** Café Kanerva, uthyrning och skidservice\n- **Idrottsinstitutet:** undervisningslokaler och studentboende på campus',
            'Kartan fungerar också i mobilen inomhus – den visar till exempel vägen från receptionen till mötesrummen.',
          ),
        ),
      },
    ],
  },
  {
    key: 'news',
    contentType: 'page',
    path: loc('ajankohtaista', 'news', 'aktuellt'),
    entryName: 'News',
    pageTitle: loc('Ajankohtaista', 'News', 'Aktuellt'),
    metaText: loc(
      'Uutisia, tapahtumia ja lomavinkkejä Kuusirinne Resortista – lue, mitä järven rannalla tapahtuu.',
      'News, events and holiday tips from Kuusirinne Resort – find out what’s happening by the lake.',
      'Nyheter, evenemang och semestertips från Kuusirinne Resort – läs vad som händer vid sjön.',
    ),
    body: [
      {
        blockType: 'events',
        title: loc('Tulevat tapahtumat', 'Upcoming events', 'Kommande evenemang'),
        mode: 'upcoming',
        limit: 3,
      },
      {
        blockType: 'articleList',
        title: loc('Uutiset ja vinkit', 'News and tips', 'Nyheter och tips'),
        tags: [],
      },
    ],
  },
  {
    key: 'events',
    contentType: 'page',
    path: loc('tapahtumat', 'events', 'evenemang'),
    entryName: 'Events',
    pageTitle: loc('Tapahtumat', 'Events', 'Evenemang'),
    metaText: loc(
      'Kuusirinne Resortin tapahtumakalenteri: kurssit, kilpailut, saunaillat ja perhetapahtumat. Lisää tapahtumat omaan kalenteriisi.',
      'The Kuusirinne Resort events calendar: courses, races, sauna evenings and family events. Add them to your own calendar.',
      'Kuusirinne Resorts evenemangskalender: kurser, tävlingar, bastukvällar och familjeevenemang. Lägg till dem i din egen kalender.',
    ),
    body: [
      {
        blockType: 'events',
        title: loc('Tapahtumakalenteri', 'Events calendar', 'Evenemangskalender'),
        mode: 'calendar',
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // Accommodation category & products
  // ---------------------------------------------------------------------------------------------
  {
    key: 'accommodationCategory',
    contentType: 'categoryPage',
    path: loc('majoitus', 'accommodation-types', 'boendeformer'),
    entryName: 'Accommodation category',
    pageTitle: loc('Majoitus', 'Accommodation', 'Boende'),
    metaText: loc(
      'Hotellihuoneet, lomahuoneistot ja järvenrantamökit saunoineen – valitse Kuusirinteestä lomallesi sopiva majoitus.',
      'Hotel rooms, holiday apartments and lakeside cottages with saunas – choose the right accommodation for your stay at Kuusirinne.',
      'Hotellrum, semesterlägenheter och stugor med bastu vid sjön – välj rätt boende för din vistelse på Kuusirinne.',
    ),
    body: [
      {
        blockType: 'externalData',
        type: 'category',
        code: 'MAJOITUS',
        categoryMarketingName: loc('Majoitusvaihtoehdot', 'Accommodation options', 'Boendealternativ'),
        itemLayoutProduct: 'list',
      },
      {
        blockType: 'cardList',
        display: { component: 'grid' },
        cards: [
          {
            title: loc('Järvenrantamökki', 'Lakeside cottage', 'Stuga vid sjön'),
            text: loc(
              'Oma rantasauna, laituri ja takka. Mökeissä on tilaa 4–8 hengelle.',
              'Your own lakeside sauna, jetty and fireplace. Cottages sleep 4–8 people.',
              'Egen strandbastu, brygga och öppen spis. Stugorna rymmer 4–8 personer.',
            ),
            image: 'cottage-lakeside',
            link: pageLink('productLakesideCottage', loc('Tutustu mökkiin', 'View the cottage', 'Se stugan')),
          },
          {
            title: loc('Hotellihuone', 'Hotel room', 'Hotellrum'),
            text: loc(
              'Valoisat huoneet päärakennuksessa, aamiainen ja uimahalli sisältyvät hintaan.',
              'Bright rooms in the main building, with breakfast and the swimming hall included.',
              'Ljusa rum i huvudbyggnaden, frukost och simhall ingår i priset.',
            ),
            image: 'hotel-room',
            link: pageLink('accommodationSearch', loc('Hae vapaita huoneita', 'Check availability', 'Sök lediga rum')),
          },
          {
            title: loc('Lomahuoneisto', 'Holiday apartment', 'Semesterlägenhet'),
            text: loc(
              'Täysin varustellut huoneistot omalla saunalla rinteen juurella, 2–6 hengelle.',
              'Fully equipped apartments with their own sauna at the foot of the slope, for 2–6 people.',
              'Fullt utrustade lägenheter med egen bastu vid backens fot, för 2–6 personer.',
            ),
            image: 'apartment-interior',
            link: pageLink('accommodationSearch', loc('Hae vapaita huoneistoja', 'Check availability', 'Sök lediga lägenheter')),
          },
        ],
      },
    ],
  },
  {
    key: 'productLakesideCottage',
    contentType: 'productPage',
    path: loc('majoitus/jarvenrantamokki', 'accommodation-types/lakeside-cottage', 'boendeformer/stuga-vid-sjon'),
    entryName: 'Product: lakeside cottage',
    pageTitle: loc('Järvenrantamökki', 'Lakeside cottage', 'Stuga vid sjön'),
    metaText: loc(
      'Hirsimökki Kuusijärven rannalla: oma rantasauna, laituri, takka ja tilaa kuudelle. Varaa mökki suoraan verkosta.',
      'A log cottage on Lake Kuusijärvi with its own lakeside sauna, jetty, fireplace and room for six. Book directly online.',
      'Timmerstuga vid Kuusijärvi med egen strandbastu, brygga, öppen spis och plats för sex. Boka direkt på nätet.',
    ),
    body: [
      {
        blockType: 'externalData',
        type: 'product',
        code: 'MOKKI-JARVI',
        marketingName: loc('Järvenrantamökki rantasaunalla', 'Lakeside cottage with sauna', 'Stuga vid sjön med strandbastu'),
      },
      {
        blockType: 'imageHalfTextHalf',
        image: 'cottage-lakeside',
        assetPosition: 'left',
        textColor: 'dark',
        isBoxed: false,
        text: loc(
          md(
            '## Oma rauha, oma ranta',
            'Hirsimökit on rakennettu harvakseen Kuusijärven rantaan, joten naapurit eivät näy ikkunasta. Jokaisella mökillä on oma puulämmitteinen rantasauna, laituri ja soutuvene.',
            '- 68 m², kaksi makuuhuonetta ja parvi (6 vuodepaikkaa)\n- Takka, astianpesukone ja täysin varusteltu keittiö\n- Lasitettu kuisti ja grillikatos\n- Palju lisämaksusta (75 € / lämmitys)\n- Liinavaatteet, pyyhkeet ja loppusiivous sisältyvät hintaan',
          ),
          md(
            '## Your own peace, your own shore',
            'Our log cottages are spread out along the shore of Lake Kuusijärvi, so you won’t see the neighbours from your window. Every cottage has its own wood-fired lakeside sauna, jetty and rowing boat.',
            '- 68 m², two bedrooms and a sleeping loft (6 beds)\n- Fireplace, dishwasher and fully equipped kitchen\n- Glazed porch and barbecue shelter\n- Outdoor hot tub for an extra charge (€75 per heating)\n- Bed linen, towels and final cleaning included',
          ),
          md(
            '## Egen frid, egen strand',
            'Timmerstugorna ligger glest utspridda längs Kuusijärvis strand, så grannarna syns inte genom fönstret. Varje stuga har egen vedeldad strandbastu, brygga och roddbåt.',
            '- 68 m², två sovrum och sovloft (6 bäddar)\n- Öppen spis, diskmaskin och fullt utrustat kök\n- Inglasad veranda och grillkåta\n- Badtunna mot tilläggsavgift (75 € per uppvärmning)\n- Sänglinne, handdukar och slutstädning ingår',
          ),
        ),
        buttons: [button({ kind: 'popup', popupKey: 'pet-policy', label: loc('Lemmikit mökissä', 'Pets in the cottages', 'Husdjur i stugorna') }, 'secondary')],
      },
      {
        blockType: 'accordion',
        title: loc('Kysymyksiä mökistä', 'Questions about the cottage', 'Frågor om stugan'),
        items: [
          {
            title: loc('Milloin mökki on käytettävissä?', 'When can I check in and out?', 'När kan jag checka in och ut?'),
            contents: loc(
              'Mökki on käytettävissä saapumispäivänä klo 16 alkaen, ja se luovutetaan lähtöpäivänä klo 12 mennessä. Avainkortin saat vastaanotosta tai avainautomaatista.',
              'The cottage is available from 4 pm on the day of arrival and must be vacated by noon on the day of departure. Pick up your key card at reception or from the key machine.',
              'Stugan är tillgänglig från kl. 16 på ankomstdagen och ska lämnas senast kl. 12 på avresedagen. Nyckelkortet hämtar du i receptionen eller i nyckelautomaten.',
            ),
          },
          {
            title: loc('Saako mökkiin tuoda lemmikin?', 'Can I bring a pet?', 'Får man ta med husdjur?'),
            contents: loc(
              'Kolmeen mökkiin saa tuoda enintään kaksi lemmikkiä. Lemmikkimaksu on 20 € / oleskelu. Valitse varausvaiheessa lemmikkiystävällinen mökki.',
              'Up to two pets are allowed in three of our cottages. The pet fee is €20 per stay. Choose a pet-friendly cottage when you book.',
              'I tre av stugorna får man ha högst två husdjur. Husdjursavgiften är 20 € per vistelse. Välj en husdjursvänlig stuga när du bokar.',
            ),
          },
          {
            title: loc('Onko mökissä langaton verkko?', 'Is there Wi-Fi?', 'Finns det wifi?'),
            contents: loc(
              'Kyllä, kaikissa mökeissä on maksuton langaton verkko. Yhteys riittää hyvin myös etätöihin ja suoratoistoon.',
              'Yes, all cottages have free Wi-Fi. The connection is fast enough for remote work and streaming.',
              'Ja, alla stugor har gratis wifi. Uppkopplingen räcker gott för distansarbete och streaming.',
            ),
          },
          {
            title: loc('Voiko mökkiin ajaa autolla?', 'Can I drive up to the cottage?', 'Kan man köra fram till stugan?'),
            contents: loc(
              'Kyllä. Jokaisen mökin vieressä on kahden auton pysäköintipaikka, ja talvella tiet aurataan päivittäin.',
              'Yes. Each cottage has parking for two cars next to it, and the roads are ploughed daily in winter.',
              'Ja. Vid varje stuga finns parkering för två bilar, och vintertid plogas vägarna dagligen.',
            ),
          },
        ],
      },
    ],
  },
  {
    key: 'courts',
    contentType: 'categoryPage',
    path: loc('kentat', 'courts', 'banor'),
    entryName: 'Court booking',
    pageTitle: loc('Kenttävuorot', 'Court booking', 'Bokning av banor'),
    metaText: loc(
      'Varaa tennis-, padel- tai pickleball-vuoro Kuusirinteen sisähalleista 60–120 minuutiksi. Hallit ovat auki joka päivä.',
      'Book a tennis, padel or pickleball court in Kuusirinne’s indoor halls for 60 to 120 minutes. The halls are open every day.',
      'Boka en tennis-, padel- eller pickleballbana i Kuusirinnes inomhushallar för 60–120 minuter. Hallarna har öppet varje dag.',
    ),
    body: [
      {
        blockType: 'heroBanner',
        image: 'tennis-hall',
        displayOverlay: true,
        overlayTextColor: 'light',
        overlayBackgroundColor: 'dark',
        overlayTitle: loc('Varaa kenttävuoro', 'Book a court', 'Boka en bana'),
        overlayDescription: loc(
          'Tennis, padel ja pickleball samassa hallikokonaisuudessa – valitse laji, päivä ja vuoron pituus.',
          'Tennis, padel and pickleball under one roof – choose the sport, the day and how long you want to play.',
          'Tennis, padel och pickleball under samma tak – välj gren, dag och hur länge du vill spela.',
        ),
      },
      {
        blockType: 'externalData',
        type: 'category',
        code: 'KENTAT',
        categoryMarketingName: loc('Kentät ja vapaat vuorot', 'Courts and available times', 'Banor och lediga tider'),
        itemLayoutProduct: 'grid',
      },
      {
        blockType: 'wysiwygBlock',
        alignLeft: true,
        fontSize: 'normal',
        content: loc(
          md(
            '## Hyvä tietää',
            `- Hallit ovat auki arkisin klo 7–22 ja viikonloppuisin klo 8–20.\n- Vuoron voi varata 60, 90 tai 120 minuutiksi, pickleballissa 60 tai 90 minuutiksi.\n- Tule paikalle ajoissa: vuoro alkaa ja päättyy varattuna aikana.\n- Käytä sisäpelikenkiä, joiden pohja ei jätä jälkiä.\n- Maksuton peruutus viimeistään ${courtHours} tuntia ennen vuoron alkua: Omat tiedot → Tilauksesi.`,
            'Mailoja ja palloja voit vuokrata vastaanotosta. Lue lisää [padelhallista](/kentat/padel).',
          ),
          md(
            '## Good to know',
            `- The halls are open 7 am – 10 pm on weekdays and 8 am – 8 pm at weekends.\n- You can book a court for 60, 90 or 120 minutes, or 60 or 90 minutes for pickleball.\n- Please arrive on time: your booking starts and ends at the booked time.\n- Wear non-marking indoor shoes.\n- Free cancellation up to ${courtHours} hours before the start of your booking: My account → Your orders.`,
            'Rackets and balls can be hired at reception. Read more about the [padel hall](/courts/padel).',
          ),
          md(
            '## Bra att veta',
            `- Hallarna har öppet vardagar kl. 7–22 och helger kl. 8–20.\n- Du kan boka en bana för 60, 90 eller 120 minuter, pickleball för 60 eller 90 minuter.\n- Kom i tid: bokningen börjar och slutar på den bokade tiden.\n- Använd inomhusskor med sulor som inte lämnar märken.\n- Avgiftsfri avbokning senast ${courtHours} timmar före bokningens start: Mitt konto → Dina beställningar.`,
            'Racketar och bollar kan hyras i receptionen. Läs mer om [padelhallen](/banor/padel).',
          ),
        ),
      },
    ],
  },
  {
    key: 'productPadel',
    contentType: 'productPage',
    path: loc('kentat/padel', 'courts/padel', 'banor/padel'),
    entryName: 'Product: indoor padel court',
    pageTitle: loc('Padel-kenttävuoro', 'Padel court booking', 'Padelbana'),
    metaText: loc(
      'Varaa sisäpadelkenttä Kuusirinteen uudesta padelhallista. Panoraamakentät, mailavuokraus ja valmennus.',
      'Book an indoor padel court in Kuusirinne’s new padel hall. Panoramic courts, racket hire and coaching.',
      'Boka en padelbana inomhus i Kuusirinnes nya padelhall. Panoramabanor, racketuthyrning och träning.',
    ),
    body: [
      {
        blockType: 'externalData',
        type: 'product',
        code: 'PADEL-SISA',
        marketingName: loc('Sisäpadel, 60 min', 'Indoor padel, 60 min', 'Padel inomhus, 60 min'),
      },
      {
        blockType: 'imageHalfTextHalf',
        image: 'padel-court',
        assetPosition: 'right',
        textColor: 'dark',
        isBoxed: false,
        text: loc(
          md(
            '## Panoraamakentät lasiseinin',
            'Syyskuussa 2026 avatussa padelhallissa on lasiseinäiset panoraamakentät, kunnon valaistus ja lämmin katsomo. Tunnin vuoro maksaa 32 €, ja hinta jaetaan helposti pelikavereiden kesken.',
            '- Mailavuokra 5 € / maila, pallot 6 € / putki\n- Aloittelijoiden padelkurssit joka kuukausi\n- Yksityis- ja ryhmävalmennus urheiluopiston valmentajilta',
            'Myös [tennis- ja pickleball-kenttien](/kentat) vuorot voit varata verkosta.',
          ),
          md(
            '## Glass-walled panoramic courts',
            'Opened in September 2026, the padel hall has glass-walled panoramic courts, proper lighting and a warm spectator area. An hour on court costs €32, and it’s easy to split the payment with your playing partners.',
            '- Racket hire €5 per racket, balls €6 per tube\n- Beginners’ padel courses every month\n- Private and group coaching from our sports institute coaches',
            'You can also book [tennis and pickleball courts](/courts) online.',
          ),
          md(
            '## Panoramabanor med glasväggar',
            'Padelhallen som öppnade i september 2026 har panoramabanor med glasväggar, bra belysning och en varm läktare. En timme på banan kostar 32 €, och betalningen är lätt att dela med medspelarna.',
            '- Racket 5 € per styck, bollar 6 € per rör\n- Padelkurser för nybörjare varje månad\n- Privat- och gruppträning med idrottsinstitutets tränare',
            'Även [tennis- och pickleballbanor](/banor) kan du boka på nätet.',
          ),
        ),
        buttons: [
          button(
            {
              kind: 'article',
              articleKey: 'padel-hall-opened',
              label: loc('Lue uutinen avajaisista', 'Read about the opening', 'Läs om invigningen'),
            },
            'secondary',
          ),
        ],
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // Education
  // ---------------------------------------------------------------------------------------------
  {
    key: 'educationCategory',
    contentType: 'categoryPage',
    path: loc('koulutus', 'education', 'utbildning'),
    entryName: 'Education category',
    pageTitle: loc('Kuusirinteen urheiluopisto', 'Kuusirinne Sports Institute', 'Kuusirinne idrottsinstitut'),
    metaText: loc(
      'Opiskele liikunta-alan ammattilaiseksi Kuusirinteen urheiluopistossa: liikunnanohjauksen perustutkinto ja liikunnan ammattitutkinto.',
      'Train to become a sports professional at Kuusirinne Sports Institute: vocational and further vocational qualifications in sports.',
      'Utbilda dig till idrottsproffs vid Kuusirinne idrottsinstitut: grundexamen och yrkesexamen i idrott.',
    ),
    body: [
      {
        blockType: 'externalData',
        type: 'category',
        code: 'KOULUTUS',
        categoryMarketingName: loc('Tutkinnot ja koulutukset', 'Qualifications and training', 'Examina och utbildningar'),
      },
      {
        blockType: 'cardList',
        display: { component: 'list' },
        cards: [
          {
            title: loc('Liikunnanohjauksen perustutkinto', 'Vocational Qualification in Sports', 'Grundexamen i idrott'),
            text: loc(
              'Liikuntaneuvojaksi 2–3 vuodessa. Koulutus on opiskelijalle maksuton.',
              'Become a sports instructor in 2–3 years. The programme is free of charge for students.',
              'Bli idrottsinstruktör på 2–3 år. Utbildningen är avgiftsfri för den studerande.',
            ),
            image: 'education-classroom',
            link: pageLink('educationSportsInstructor', loc('Tutustu tutkintoon', 'About the qualification', 'Läs om examen')),
          },
          {
            title: loc('Liikunnan ammattitutkinto', 'Further Vocational Qualification in Sports', 'Yrkesexamen i idrott'),
            text: loc(
              'Työn ohessa suoritettava tutkinto valmentajille ja liikunnan ohjaajille, joilla on jo kokemusta alalta.',
              'A qualification taken alongside work, for coaches and instructors who already have experience in the field.',
              'En examen som avläggs vid sidan av arbetet, för tränare och ledare som redan har erfarenhet inom branschen.',
            ),
            image: 'student-coach',
            link: pageLink('contact', loc('Kysy lisää', 'Ask us more', 'Fråga mer')),
          },
          {
            title: loc('Valmentajakoulutukset ja lyhytkurssit', 'Coaching and short courses', 'Tränarutbildningar och kortkurser'),
            text: loc(
              'Lajiliittojen valmentajakoulutuksia, ensiapukursseja ja ohjaajakoulutuksia viikonloppuisin.',
              'Coaching courses run with national sports federations, first aid and instructor training at weekends.',
              'Tränarutbildningar i samarbete med grenförbund, första hjälpen-kurser och ledarutbildningar på helgerna.',
            ),
            image: 'yoga',
            link: pageLink('courseSearch', loc('Katso kurssit', 'See courses', 'Se kurserna')),
          },
        ],
      },
      {
        blockType: 'halfContentGroup',
        isBoxed: true,
        usePriorityBackground: true,
        priorityBackground: 'forest',
        contents: [
          {
            title: loc('Opiskele oikeassa ympäristössä', 'Learn in a real working environment', 'Studera i en riktig arbetsmiljö'),
            text: loc(
              'Urheiluopiston opiskelijat ohjaavat resortin asiakkaita jo ensimmäisenä vuonna: lasten leirejä, vesijumppaa ja kuntosaliopastuksia. Opit työn tekemällä – ohjaajan tuella.',
              'Our students start instructing resort guests in their very first year: children’s camps, aqua aerobics and gym introductions. You learn by doing – with an instructor to support you.',
              'Redan under första året leder institutets studerande resortens gäster: barnläger, vattengympa och introduktioner i gymmet. Du lär dig genom att göra – med stöd av en handledare.',
            ),
            image: 'student-coach',
          },
          {
            title: loc('Asu kampuksella', 'Live on campus', 'Bo på campus'),
            text: loc(
              'Opiskelija-asuntolassa on yhden ja kahden hengen huoneita. Vuokra alkaen 240 € / kk sisältää sähkön, netin ja vapaan pääsyn uimahalliin ja kuntosalille.',
              'The student residence has single and double rooms. Rent starts at €240 a month, including electricity, internet and free access to the swimming hall and gym.',
              'I studentboendet finns enkel- och dubbelrum. Hyran från 240 € i månaden inkluderar el, internet och fritt inträde till simhallen och gymmet.',
            ),
            image: 'gym',
            buttons: [
              button(
                { kind: 'external', url: 'https://opintopolku.fi', label: loc('Hae Opintopolussa', 'Apply in Studyinfo', 'Sök i Studieinfo'), newTab: true },
                'white',
              ),
            ],
          },
        ],
      },
    ],
  },
  {
    key: 'educationSportsInstructor',
    contentType: 'educationPage',
    path: loc('koulutus/liikunnanohjauksen-perustutkinto', 'education/vocational-qualification-in-sports', 'utbildning/grundexamen-i-idrott'),
    entryName: 'Education: Vocational Qualification in Sports',
    pageTitle: loc('Liikunnanohjauksen perustutkinto', 'Vocational Qualification in Sports', 'Grundexamen i idrott'),
    degreeTitle: loc('Liikuntaneuvoja', 'Sports Instructor', 'Idrottsinstruktör'),
    metaText: loc(
      'Opiskele liikuntaneuvojaksi Kuusirinteen urheiluopistossa. Liikunnanohjauksen perustutkinto (180 osp) on maksuton.',
      'Study to become a sports instructor at Kuusirinne Sports Institute. The Vocational Qualification in Sports (180 credits) is free of charge.',
      'Studera till idrottsinstruktör vid Kuusirinne idrottsinstitut. Grundexamen i idrott (180 kp) är avgiftsfri.',
    ),
    body: [
      { blockType: 'externalData', type: 'product', code: 'LIIKUNNANOHJAAJA' },
      {
        blockType: 'educationPage',
        sidebarInfoButton: button(pageLink('contact', loc('Kysy koulutuksesta', 'Ask about the programme', 'Fråga om utbildningen')), 'primary', 'chat'),
      },
      {
        blockType: 'wysiwygBlock',
        alignLeft: true,
        fontSize: 'normal',
        content: loc(
          md(
            '## Liikunnasta ammatti',
            'Liikunnanohjauksen perustutkinnon suorittanut liikuntaneuvoja ohjaa liikuntaa kaikenikäisille – lapsille, nuorille, aikuisille ja ikääntyville. Hän suunnittelee ja toteuttaa liikuntatuokioita, neuvoo terveellisissä elintavoissa ja järjestää tapahtumia.',
            '### Tutkinto lyhyesti',
            '- **Laajuus:** 180 osaamispistettä, joista ammatillisia tutkinnon osia 145 ja yhteisiä tutkinnon osia 35 osp\n- **Kesto:** tavallisesti 2–3 vuotta, henkilökohtaisen osaamisen kehittämissuunnitelman mukaan\n- **Opintojen alku:** elokuussa, jatkuvan haun kautta myös muina aikoina\n- **Hinta:** koulutus on opiskelijalle maksuton',
            '### Mitä opit?',
            'Opit ohjaamaan erilaisia ryhmiä sisällä, ulkona ja vedessä, arvioimaan fyysistä kuntoa ja tekemään liikuntaneuvontaa. Valinnaisilla osilla voit painottaa esimerkiksi lasten liikuntaa, kuntosaliohjausta, soveltavaa liikuntaa tai luontoliikuntaa.',
            'Merkittävä osa opinnoista tapahtuu työelämässä oppien – resortin omissa liikuntapalveluissa, kouluissa, seuroissa ja kuntien liikuntatoimessa koulutus- tai oppisopimuksella.',
            '### Mihin tutkinto pätevöittää?',
            'Liikuntaneuvojat työskentelevät esimerkiksi urheiluseuroissa, kuntosaleilla, kylpylöissä, matkailuyrityksissä ja kuntien liikuntapalveluissa. Tutkinto antaa myös jatko-opintokelpoisuuden ammattikorkeakouluun ja yliopistoon.',
            '### Haku',
            'Haku perustutkintoon on kevään yhteishaussa [Opintopolussa](https://opintopolku.fi). Voit hakea myös jatkuvassa haussa suoraan meille – lisätietoa saat [yhteystiedoista](/yhteystiedot).',
          ),
          md(
            '## Make sport your profession',
            'Sports instructors who have completed the Vocational Qualification in Sports lead physical activity for people of all ages – children, young people, adults and seniors. They plan and run exercise sessions, give advice on healthy lifestyles and organise events.',
            '### The qualification in brief',
            '- **Scope:** 180 competence points, including 145 points of vocational units and 35 points of common units\n- **Duration:** usually 2–3 years, following your personal competence development plan\n- **Start:** in August, and at other times through continuous application\n- **Cost:** the programme is free of charge for students',
            '### What will you learn?',
            'You’ll learn to lead different groups indoors, outdoors and in the water, assess physical fitness and give exercise counselling. Optional units let you focus on, for example, children’s physical activity, gym instruction, adapted physical activity or outdoor sports.',
            'A large part of your studies takes place in workplace learning – in the resort’s own sports services, schools, clubs and municipal sports services under a training agreement or apprenticeship.',
            '### Where can you work?',
            'Sports instructors work in sports clubs, gyms, spas, tourism companies and municipal sports services, among others. The qualification also makes you eligible for universities of applied sciences and universities.',
            '### How to apply',
            'You can apply in the spring joint application on [Studyinfo](https://opintopolku.fi). You can also apply directly to us through continuous application – see our [contact details](/contact).',
          ),
          md(
            '## Gör idrotten till ditt yrke',
            'En idrottsinstruktör som har avlagt grundexamen i idrott leder motion för människor i alla åldrar – barn, unga, vuxna och äldre. Instruktören planerar och håller träningspass, ger råd om hälsosamma levnadsvanor och ordnar evenemang.',
            '### Examen i korthet',
            '- **Omfattning:** 180 kompetenspoäng, varav 145 kp yrkesinriktade examensdelar och 35 kp gemensamma examensdelar\n- **Längd:** vanligen 2–3 år, enligt din personliga utvecklingsplan för kunnandet\n- **Studiestart:** i augusti, via kontinuerlig ansökan även vid andra tidpunkter\n- **Pris:** utbildningen är avgiftsfri för den studerande',
            '### Vad lär du dig?',
            'Du lär dig leda olika grupper inomhus, utomhus och i vatten, bedöma fysisk kondition och ge motionsrådgivning. Med valbara delar kan du till exempel fördjupa dig i barns motion, gyminstruktion, anpassad idrott eller friluftsliv.',
            'En stor del av studierna sker genom lärande i arbetslivet – i resortens egna idrottstjänster, i skolor, föreningar och kommunernas idrottsväsende med utbildnings- eller läroavtal.',
            '### Var kan du arbeta?',
            'Idrottsinstruktörer arbetar bland annat i idrottsföreningar, gym, spa, turismföretag och kommunernas idrottstjänster. Examen ger också behörighet för studier vid yrkeshögskolor och universitet.',
            '### Ansökan',
            'Du söker till grundexamen i vårens gemensamma ansökan på [Studieinfo](https://opintopolku.fi). Du kan också söka direkt till oss via kontinuerlig ansökan – se våra [kontaktuppgifter](/kontakt).',
          ),
        ),
      },
      {
        blockType: 'accordion',
        title: loc('Usein kysyttyä koulutuksesta', 'FAQ about the programme', 'Vanliga frågor om utbildningen'),
        items: [
          {
            title: loc('Maksaako koulutus jotain?', 'Does the programme cost anything?', 'Kostar utbildningen något?'),
            contents: loc(
              'Perustutkintokoulutus on opiskelijalle maksuton, ja opiskelupäivinä saat maksuttoman aterian. Oppivelvollisille myös oppimateriaalit, työvälineet ja -vaatteet ovat maksuttomia.',
              'The basic vocational programme is free of charge for students, and you get a free meal on study days. For students of compulsory education age, study materials, tools and work clothing are also free.',
              'Grundexamensutbildningen är avgiftsfri för den studerande, och under studiedagar får du en avgiftsfri måltid. För läropliktiga är även läromedel, arbetsredskap och arbetskläder avgiftsfria.',
            ),
          },
          {
            title: loc('Millaisia pohjatietoja tarvitsen?', 'What do I need to know beforehand?', 'Vilka förkunskaper behöver jag?'),
            contents: loc(
              'Perusopetuksen oppimäärä riittää. Hyödyksi on kiinnostus liikuntaan ja ihmisten kanssa toimimiseen – omaa huippukuntoa ei tarvita.',
              'Completing basic education is enough. An interest in sport and working with people helps – you don’t need to be in top shape yourself.',
              'Det räcker att du har gått ut grundskolan. Intresse för idrott och för att arbeta med människor är till nytta – du behöver inte själv vara i toppform.',
            ),
          },
          {
            title: loc(
              'Voinko opiskella aiemman tutkinnon jälkeen?',
              'Can I study if I already have a qualification?',
              'Kan jag studera om jag redan har en examen?',
            ),
            contents: loc(
              'Voit. Aiemmin hankittu osaaminen tunnistetaan ja tunnustetaan, jolloin opintoaika voi lyhentyä. Kokeneille ohjaajille sopii usein paremmin liikunnan ammattitutkinto.',
              'Yes. Your previous skills are recognised, which may shorten your studies. Experienced instructors are often better suited to the Further Vocational Qualification in Sports.',
              'Ja. Tidigare förvärvat kunnande identifieras och erkänns, vilket kan förkorta studietiden. För erfarna ledare passar yrkesexamen i idrott ofta bättre.',
            ),
          },
          {
            title: loc('Voinko asua kampuksella?', 'Can I live on campus?', 'Kan jag bo på campus?'),
            contents: loc(
              'Kyllä. Opiskelija-asuntolassa on yhden ja kahden hengen huoneita, vuokra alkaen 240 € / kk. Asuntoa haetaan opiskelupaikan vastaanottamisen jälkeen.',
              'Yes. The student residence has single and double rooms from €240 a month. You apply for housing after accepting your study place.',
              'Ja. I studentboendet finns enkel- och dubbelrum från 240 € i månaden. Du ansöker om bostad efter att du har tagit emot studieplatsen.',
            ),
          },
          {
            title: loc('Saanko opintotukea?', 'Am I eligible for student financial aid?', 'Får jag studiestöd?'),
            contents: loc(
              'Päätoimiset opiskelijat voivat hakea Kelalta opintotukea, asumistukea ja koulumatkatukea. Opintotoimisto neuvoo hakemuksissa.',
              'Full-time students can apply to Kela for student financial aid, housing allowance and school transport subsidy. Our student office can help with the applications.',
              'Heltidsstuderande kan ansöka om studiestöd, bostadstillägg och skolresestöd hos FPA. Studiebyrån hjälper till med ansökningarna.',
            ),
          },
        ],
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // Redirect & owners
  // ---------------------------------------------------------------------------------------------
  {
    key: 'summerOffers',
    contentType: 'page',
    path: loc('kesatarjoukset', 'summer-offers', 'sommarerbjudanden'),
    entryName: 'Summer offers (redirect)',
    pageTitle: loc('Kesätarjoukset', 'Summer offers', 'Sommarerbjudanden'),
    metaText: loc(
      'Kesän parhaat tarjoukset majoituksesta ja aktiviteeteista löydät Kuusirinteen aktiviteettikaupasta.',
      'Find the best summer deals on accommodation and activities in the Kuusirinne activity shop.',
      'Sommarens bästa erbjudanden på boende och aktiviteter hittar du i Kuusirinnes aktivitetsbutik.',
    ),
    body: [
      {
        blockType: 'cardList',
        display: { component: 'redirect', target: pageLink('activitiesShop', loc('Aktiviteettikauppa', 'Activity shop', 'Aktivitetsbutik')) },
        cards: [
          {
            title: loc('Kesän tarjoukset', 'Summer deals', 'Sommarens erbjudanden'),
            text: loc(
              'Kesätarjoukset ovat nyt aktiviteettikaupassa.',
              'Our summer deals are now in the activity shop.',
              'Sommarerbjudandena finns nu i aktivitetsbutiken.',
            ),
            image: 'hero-lake-summer',
            link: pageLink('activitiesShop', loc('Aktiviteettikauppaan', 'Go to the activity shop', 'Till aktivitetsbutiken')),
          },
        ],
      },
    ],
  },
  {
    key: 'homeownerInfo',
    contentType: 'page',
    path: loc('lomaosakkaille', 'for-holiday-home-owners', 'for-semesterbostadsagare'),
    entryName: 'For holiday home owners',
    pageTitle: loc('Lomaosakkaille', 'For holiday home owners', 'För semesterbostadsägare'),
    metaText: loc(
      'Tietoa Kuusirinteen lomaosakkaille: omistajan sivut, omat varaukset, ajan vapauttaminen välitysmyyntiin, vuokratuottojen tiliote ja osakkaan edut.',
      'Information for Kuusirinne holiday home owners: the homeowner pages, own reservations, releasing time for rental, the income statement and owner benefits.',
      'Information för Kuusirinnes semesterbostadsägare: ägarsidorna, egna bokningar, att släppa tid till uthyrning, redovisningen av hyresintäkter och ägarförmåner.',
    ),
    body: [
      {
        blockType: 'wysiwygBlock',
        alignLeft: true,
        fontSize: 'normal',
        content: loc(
          md(
            '## Tervetuloa kotiin, lomaosakas',
            'Kuusirinteen lomaosakkeita on rinteen juurella sijaitsevissa huoneistoissa ja kahdessa rantamökkirivissä. Tälle sivulle olemme koonneet osakkaille tärkeät tiedot.',
            '### Omistajan sivut',
            'Kirjaudu asiakastililläsi ja avaa [omistajan sivut](/homeowner). Niillä näet huoneistosi kalenterin kuukausittain: omat varauksesi, varatut aikaikkunat, vieraiden varaamat yöt (vain päivät, ei vieraiden tietoja) ja myynnissä olevat yöt.',
            '- Varaa omaa aikaasi huoneistoon, tai yhteisomistetussa huoneistossa vapaa aikaikkuna\n- Vapauta omaa aikaasi välitysmyyntiin, jos sinulla on voimassa oleva välityssopimus, ja peru vapautus, kun kukaan ei ole vielä varannut sen öitä\n- Poista oma varauksesi ja valitse, jääkö aika omaksi ajaksesi vai vapautuuko se myyntiin\n- Seuraa vuoden vuokratuottoja kuukausittain tiliotteelta ja lataa se CSV-tiedostona\n- Tilaa huoneiston kalenteri omaan kalenterisovellukseesi ja kutsu perheenjäsen tai huoltaja katsomaan tai varaamaan',
            '### Vuokraus välitysmyynnissä',
            'Välityssopimuksen voimassa ollessa myymme huoneistoasi omien käyttöjaksojesi ulkopuolella ja niinä öinä, jotka vapautat myyntiin. Ilman sopimusta huoneistoa ei myydä lainkaan. Myytyjä öitä ei oteta takaisin, ja osuutesi myynnistä näkyy tiliotteella.',
            '### Osakkaan edut',
            '- Uimahalli, kylpylä ja kuntosali sisältyvät lomaviikkoon\n- 15 % alennus kenttävuoroista, välinevuokrasta ja ravintolan à la carte -listasta\n- Etuosto-oikeus lisäöihin ennen lomaviikkoa ja sen jälkeen',
            '### Vuosikokous ja vastikkeet',
            'Kiinteistö Oy Kuusirinteen Lomahuoneistojen varsinainen yhtiökokous pidetään huhtikuussa. Isännöitsijä lähettää kokouskutsun ja vastikelaskut osakkaille.',
            'Huoltopyynnöt: huolto@kuusirinne.example tai vastaanotto +358 40 123 4567.',
          ),
          md(
            '## Welcome home, holiday home owner',
            'Kuusirinne holiday homes are located in the apartments at the foot of the slope and in two rows of lakeside cottages. On this page you’ll find the information that matters most to owners.',
            '### The homeowner pages',
            'Sign in with your customer account and open the [homeowner pages](/homeowner). There you see your apartment’s calendar month by month: your own reservations, booked time slots, nights guests have booked (dates only, no guest details) and nights for sale.',
            '- Reserve your own time in the apartment, or a free time slot in a shared apartment\n- Release own time for rental if you have a valid brokerage agreement, and take a release back while nobody has booked its nights\n- Delete your own reservation and choose whether the time stays yours or goes on sale\n- Follow the year’s rental income month by month in the statement and download it as a CSV file\n- Subscribe to the apartment’s calendar in your own calendar app, and invite a family member or caretaker to view or book',
            '### Renting out through the resort',
            'While your brokerage agreement is valid, we rent out your apartment outside your own use periods and on the nights you release for rental. Without an agreement the apartment is not rented out at all. Nights a guest has booked are never taken back, and your share of the sales is shown in the statement.',
            '### Owner benefits',
            '- The swimming hall, spa and gym are included in your holiday week\n- 15% off court bookings, equipment hire and the restaurant’s à la carte menu\n- First refusal on extra nights before and after your week',
            '### Annual meeting and maintenance charges',
            'The annual general meeting of Kiinteistö Oy Kuusirinteen Lomahuoneistot is held in April. The property manager sends the notice of the meeting and the maintenance charge invoices to shareholders.',
            'Maintenance requests: huolto@kuusirinne.example or reception on +358 40 123 4567.',
          ),
          md(
            '## Välkommen hem, semesterbostadsägare',
            'Kuusirinnes semesterbostäder finns i lägenheterna vid backens fot och i två rader stugor vid sjön. På den här sidan har vi samlat det som är viktigt för ägarna.',
            '### Ägarsidorna',
            'Logga in med ditt kundkonto och öppna [ägarsidorna](/homeowner). Där ser du bostadens kalender månad för månad: dina egna bokningar, bokade tidsperioder, nätter som gäster har bokat (endast datum, inga uppgifter om gästerna) och nätter som är till salu.',
            '- Boka egen tid i bostaden, eller en ledig tidsperiod i en delad bostad\n- Släpp egen tid till uthyrning om du har ett giltigt förmedlingsavtal, och ta tillbaka den så länge ingen har bokat dess nätter\n- Ta bort din egen bokning och välj om tiden förblir din egen eller går till försäljning\n- Följ årets hyresintäkter månad för månad i redovisningen och ladda ner den som CSV-fil\n- Prenumerera på bostadens kalender i din egen kalenderapp och bjud in en familjemedlem eller fastighetsskötare att se eller boka',
            '### Uthyrning genom resorten',
            'Medan ditt förmedlingsavtal gäller hyr vi ut bostaden utanför dina egna användningsperioder och de nätter du släpper till uthyrning. Utan avtal hyrs bostaden inte ut alls. Nätter som en gäst har bokat tas aldrig tillbaka, och din andel av försäljningen syns i redovisningen.',
            '### Ägarförmåner',
            '- Simhall, spa och gym ingår i semesterveckan\n- 15 % rabatt på banbokningar, hyrutrustning och restaurangens à la carte-meny\n- Förköpsrätt till extra nätter före och efter semesterveckan',
            '### Årsstämma och vederlag',
            'Den ordinarie bolagsstämman för Kiinteistö Oy Kuusirinteen Lomahuoneistot hålls i april. Disponenten skickar kallelsen till stämman och vederlagsfakturorna till aktieägarna.',
            'Serviceärenden: huolto@kuusirinne.example eller receptionen +358 40 123 4567.',
          ),
        ),
      },
      {
        blockType: 'banner',
        isBoxed: true,
        textAlign: 'left',
        content: loc(
          md(
            '## Omistajan sivut',
            'Kirjaudu asiakastililläsi nähdäksesi huoneistosi kalenterin, tehdäksesi omia varauksia ja vapauttaaksesi aikaa välitysmyyntiin.',
          ),
          md(
            '## The homeowner pages',
            'Sign in with your customer account to see your apartment’s calendar, make your own reservations and release time for rental.',
          ),
          md('## Ägarsidorna', 'Logga in med ditt kundkonto för att se bostadens kalender, göra egna bokningar och släppa tid till uthyrning.'),
        ),
        buttons: [
          button(
            {
              kind: 'external',
              url: loc('/homeowner', '/en/homeowner', '/sv/homeowner'),
              label: loc('Omistajan sivuille', 'Go to the homeowner pages', 'Till ägarsidorna'),
              newTab: false,
            },
            'primary',
            'user',
          ),
          button(pageLink('login', loc('Kirjaudu sisään', 'Log in', 'Logga in')), 'secondary'),
        ],
      },
    ],
  },
]
