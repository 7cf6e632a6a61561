import { loc, md } from './text'
import type { SeedEducation } from './types'

const CONTACT = loc(
  'Opintotoimisto, puh. 040 123 4570, opinnot@kuusirinne.example',
  'Student office, tel. +358 40 123 4570, opinnot@kuusirinne.example',
  'Studiebyrån, tfn +358 40 123 4570, opinnot@kuusirinne.example',
)

export const seedEducations: SeedEducation[] = [
  {
    kind: 'education',
    code: 'LIIKUNNANOHJAAJA',
    pageKey: 'educationSportsInstructor',
    name: loc('Liikunnanohjauksen perustutkinto', 'Vocational Qualification in Sports', 'Grundexamen i idrott'),
    marketingName: loc('Liikuntaneuvojaksi Kuusirinteessä', 'Become a sports instructor at Kuusirinne', 'Bli idrottsinstruktör på Kuusirinne'),
    shortDescription: loc(
      'Maksuton 180 osaamispisteen perustutkinto, josta valmistut liikuntaneuvojaksi.',
      'A free 180-credit vocational qualification that qualifies you as a sports instructor.',
      'En avgiftsfri grundexamen på 180 kompetenspoäng som ger dig yrket idrottsinstruktör.',
    ),
    description: loc(
      md(
        'Liikuntaneuvoja ohjaa liikuntaa kaikenikäisille lapsista ikääntyviin. Opit suunnittelemaan ja ohjaamaan liikuntaa sisällä, ulkona ja vedessä sekä neuvomaan terveellisissä elintavoissa.',
        'Suuri osa opinnoista tapahtuu työelämässä – resortin liikuntapalveluissa, seuroissa ja kuntien liikuntatoimessa. Koulutus on opiskelijalle maksuton.',
      ),
      md(
        'Sports instructors lead physical activity for people of all ages, from children to seniors. You’ll learn to plan and lead exercise indoors, outdoors and in the water, and to advise on healthy lifestyles.',
        'Much of your learning takes place at work – in the resort’s sports services, clubs and municipal sports services. The programme is free of charge for students.',
      ),
      md(
        'En idrottsinstruktör leder motion för människor i alla åldrar, från barn till äldre. Du lär dig planera och leda motion inomhus, utomhus och i vatten samt ge råd om hälsosamma levnadsvanor.',
        'En stor del av studierna sker i arbetslivet – i resortens idrottstjänster, i föreningar och i kommunernas idrottsväsende. Utbildningen är avgiftsfri för den studerande.',
      ),
    ),
    image: 'education-classroom',
    images: ['student-coach', 'gym'],
    categories: ['KOULUTUS'],
    taxClass: 'education',
    filters: { educationType: ['degree'] },
    slug: loc('liikunnanohjauksen-perustutkinto', 'vocational-qualification-in-sports', 'grundexamen-i-idrott'),
    price: 0,
    applicationFromOffset: -30,
    applicationToOffset: 60,
    length: loc('2–3 vuotta', '2–3 years', '2–3 år'),
    competencePoints: 180,
    degreeTitle: loc('Liikuntaneuvoja', 'Sports Instructor', 'Idrottsinstruktör'),
    contact: CONTACT,
    startTime: loc(
      'Elokuussa, jatkuvassa haussa myös muina aikoina',
      'In August, and at other times through continuous application',
      'I augusti, via kontinuerlig ansökan även vid andra tidpunkter',
    ),
    implementation: loc(
      'Päiväopiskelu kampuksella ja työelämässä oppiminen koulutus- tai oppisopimuksella',
      'Full-time study on campus and workplace learning under a training agreement or apprenticeship',
      'Dagstudier på campus och lärande i arbetslivet med utbildnings- eller läroavtal',
    ),
    periods: [],
  },
  {
    kind: 'education',
    code: 'VALMENTAJAKOULUTUS',
    name: loc('Urheiluvalmentajan täydennyskoulutus', 'Sports coach continuing education', 'Fortbildning för idrottstränare'),
    marketingName: loc('Valmentajakoulutus, taso 2', 'Coach education, level 2', 'Tränarutbildning, nivå 2'),
    shortDescription: loc(
      'Työn ohessa suoritettava 30 osaamispisteen valmentajakoulutus kolmessa jaksossa.',
      'A 30-credit coaching programme in three modules, taken alongside work.',
      'En tränarutbildning på 30 kompetenspoäng i tre perioder, som går att kombinera med arbete.',
    ),
    description: loc(
      md(
        'Koulutus on tarkoitettu seura- ja lajivalmentajille, jotka haluavat syventää osaamistaan harjoittelun suunnittelussa, urheilijan kehityksen tukemisessa ja valmennuksen johtamisessa.',
        '- **Syksyn jakso:** harjoittelun suunnittelu ja fyysiset ominaisuudet\n- **Kevään jakso:** taitovalmennus ja psyykkinen valmennus\n- **Kesän jakso:** leirijakso ja näyttö omassa seurassa',
        'Voit maksaa koulutuksen kerralla tai jaksoittain.',
      ),
      md(
        'The programme is for club and sport-specific coaches who want to deepen their skills in planning training, supporting athletes’ development and leading a coaching team.',
        '- **Autumn module:** planning training and physical qualities\n- **Spring module:** skills coaching and mental coaching\n- **Summer module:** camp period and a practical assessment in your own club',
        'You can pay for the programme in one go or module by module.',
      ),
      md(
        'Utbildningen är avsedd för förenings- och grentränare som vill fördjupa sitt kunnande i träningsplanering, stöd för idrottarens utveckling och ledarskap inom träning.',
        '- **Höstperioden:** träningsplanering och fysiska egenskaper\n- **Vårperioden:** färdighetsträning och mental träning\n- **Sommarperioden:** lägerperiod och yrkesprov i den egna föreningen',
        'Du kan betala utbildningen på en gång eller per period.',
      ),
    ),
    image: 'student-coach',
    images: ['tennis-hall', 'education-classroom'],
    categories: ['KOULUTUS'],
    taxClass: 'education',
    filters: { educationType: ['further'] },
    slug: loc('urheiluvalmentajan-taydennyskoulutus', 'sports-coach-continuing-education', 'fortbildning-for-idrottstranare'),
    price: 195000,
    applicationFromOffset: -10,
    applicationToOffset: 40,
    length: loc('10 kuukautta', '10 months', '10 månader'),
    competencePoints: 30,
    degreeTitle: loc('Valmentaja, taso 2', 'Coach, level 2', 'Tränare, nivå 2'),
    contact: CONTACT,
    startTime: loc('Syyskuussa', 'In September', 'I september'),
    implementation: loc(
      'Monimuoto-opiskelu: kuusi lähijaksoa kampuksella viikonloppuisin, verkko-opinnot ja näyttö omassa seurassa',
      'Blended learning: six weekend contact periods on campus, online studies and an assessment in your own club',
      'Flerformsstudier: sex närstudieperioder på campus under helger, nätstudier och yrkesprov i den egna föreningen',
    ),
    periods: [
      { code: 'SYKSY', name: loc('Syksyn jakso', 'Autumn module', 'Höstperioden'), price: 65000 },
      { code: 'KEVAT', name: loc('Kevään jakso', 'Spring module', 'Vårperioden'), price: 65000 },
      { code: 'KESA', name: loc('Kesän jakso', 'Summer module', 'Sommarperioden'), price: 65000 },
    ],
  },
  {
    kind: 'education',
    code: 'PERSONAL-TRAINER',
    name: loc('Personal trainer -koulutus', 'Personal trainer programme', 'Utbildning till personlig tränare'),
    marketingName: loc('Personal traineriksi puolessa vuodessa', 'Become a personal trainer in six months', 'Bli personlig tränare på ett halvår'),
    shortDescription: loc(
      'Kuuden kuukauden täydennyskoulutus liikunta-alan ammattilaisille, maksu kahdessa erässä.',
      'A six-month continuing education programme for sports professionals, payable in two instalments.',
      'En sex månader lång fortbildning för idrottsproffs, som kan betalas i två delar.',
    ),
    description: loc(
      md(
        'Koulutuksessa opit laatimaan yksilöllisiä harjoitusohjelmia, tekemään kuntotestejä ja ohjaamaan asiakkaita ravitsemuksen ja palautumisen kysymyksissä. Lisäksi perehdytään yrittäjyyteen ja asiakashankintaan.',
        'Koulutus sopii liikunta-alan tutkinnon suorittaneille tai vastaavan kokemuksen omaaville. Haku alkaa myöhemmin – lisää muistutus kalenteriisi.',
      ),
      md(
        'You’ll learn to design individual training programmes, carry out fitness tests and guide clients on nutrition and recovery. The programme also covers running your own business and finding clients.',
        'The programme is for people with a qualification in sports or equivalent experience. Applications open later – add a reminder to your calendar.',
      ),
      md(
        'Under utbildningen lär du dig göra individuella träningsprogram, genomföra konditionstester och vägleda kunder i frågor om kost och återhämtning. Du får också grunderna i företagande och kundanskaffning.',
        'Utbildningen passar dig som har en examen inom idrott eller motsvarande erfarenhet. Ansökan öppnar senare – lägg in en påminnelse i kalendern.',
      ),
    ),
    image: 'gym',
    images: ['student-coach'],
    categories: ['KOULUTUS'],
    taxClass: 'education',
    filters: { educationType: ['further'] },
    slug: loc('personal-trainer-koulutus', 'personal-trainer-programme', 'utbildning-till-personlig-tranare'),
    price: 290000,
    applicationFromOffset: 45,
    applicationToOffset: 120,
    length: loc('6 kuukautta', '6 months', '6 månader'),
    competencePoints: 25,
    degreeTitle: loc('Personal trainer', 'Personal Trainer', 'Personlig tränare'),
    contact: CONTACT,
    startTime: loc('Tammikuussa', 'In January', 'I januari'),
    implementation: loc(
      'Monimuoto-opiskelu: neljä lähijaksoa kampuksella, verkko-opinnot ja harjoitusasiakkaat',
      'Blended learning: four contact periods on campus, online studies and practice clients',
      'Flerformsstudier: fyra närstudieperioder på campus, nätstudier och övningskunder',
    ),
    periods: [
      { code: 'OSA1', name: loc('1. jakso: harjoittelu ja testaus', 'Module 1: training and testing', 'Period 1: träning och testning'), price: 145000 },
      { code: 'OSA2', name: loc('2. jakso: ravitsemus ja yrittäjyys', 'Module 2: nutrition and business', 'Period 2: kost och företagande'), price: 145000 },
    ],
  },
]
