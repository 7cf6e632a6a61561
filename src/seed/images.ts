/**
 * Demo images of Kuusirinne Resort, generated in code: every picture is a flat vector illustration
 * built as an SVG string (helpers in ./images/*) and rasterised to JPEG with sharp. Nothing is
 * downloaded, and the output is deterministic: each key seeds its own PRNG.
 */
import sharp from 'sharp'

import type { Loc, SeedImage } from './content/types'
import { rng, svg, type Rnd } from './images/draw'
import { LOOKS, giftCard, portrait } from './images/graphics'
import { apartmentInterior, cafe, conferenceRoom, educationClassroom, gym, hotelRoom, restaurantDining, spaSauna, swimmingHall } from './images/indoor'
import {
  canoeLake,
  cottageLakeside,
  crossCountrySki,
  fatbike,
  heroAutumnForest,
  heroLakeSummer,
  heroWinterSlope,
  hikingTrail,
  kidsPlayground,
  loginSide,
  mapOverview,
  resortHotel,
} from './images/outdoor'
import { SITE_PLAN_HEIGHT, SITE_PLAN_WIDTH, sitePlan } from './images/sitePlan'
import { padelCourt, pickleball, studentCoach, tennisHall, yoga } from './images/sport'

type Size = { width: number; height: number }
type Entry = { key: string; draw: (r: Rnd) => string; alt: Loc; portrait?: boolean; size?: Size }

const entry = (key: string, draw: (r: Rnd) => string, fi: string, en: string, sv: string): Entry => ({ key, draw, alt: { fi, en, sv } })

const person = (n: number, fi: string, en: string, sv: string): Entry => ({
  key: `person-${n}`,
  draw: () => portrait(LOOKS[n - 1]!, `bg${n}`),
  alt: { fi: `Piirretty henkilökuva: ${fi}`, en: `Illustrated portrait: ${en}`, sv: `Illustrerat porträtt: ${sv}` },
  portrait: true,
})

const IMAGES: Entry[] = [
  entry(
    'hero-lake-summer',
    heroLakeSummer,
    'Kesäilta järvellä: kaksi melojaa kanootissa, laituri ja kuusimetsää rannalla laskevan auringon valossa.',
    'Summer evening on the lake: two paddlers in a canoe, a wooden dock and spruce forest on the shore in the light of the setting sun.',
    'Sommarkväll vid sjön: två paddlare i en kanot, en brygga och granskog på stranden i ljuset från den nedgående solen.',
  ),
  entry(
    'hero-winter-slope',
    heroWinterSlope,
    'Luminen tunturi, jonka rinteillä on laskettelureittejä, hissilinja ja laskettelijoita lumisten kuusien keskellä.',
    'A snowy fell with ski slopes, a lift line and skiers among snow-covered spruces.',
    'Ett snöigt fjäll med slalombackar, en liftlinje och skidåkare bland snötäckta granar.',
  ),
  entry(
    'hero-autumn-forest',
    heroAutumnForest,
    'Ruskan värittämä metsä: keltaiset ja oranssit koivut, tummat kuuset ja polulla kulkeva retkeilijä aamu-usvassa.',
    'An autumn forest in full colour: yellow and orange birches, dark spruces and a hiker on a path in the morning mist.',
    'En höstskog i full färgprakt: gula och orange björkar, mörka granar och en vandrare på en stig i morgondimman.',
  ),
  entry(
    'resort-hotel',
    resortHotel,
    'Kuusirinne Resortin hotelli järven rannalla, taustalla kuusimetsää ja edessä Suomen liput.',
    'The Kuusirinne Resort hotel on the lakeshore, with spruce forest behind it and Finnish flags in front.',
    'Kuusirinne Resorts hotell vid sjöstranden, med granskog bakom och finska flaggor framför.',
  ),
  entry(
    'cottage-lakeside',
    cottageLakeside,
    'Punainen mökki järven rannalla iltahämärässä: ikkunoissa palaa valo, savupiipusta nousee savua ja laiturin vieressä on soutuvene.',
    'A red cottage on the lakeshore at dusk: light glows in the windows, smoke rises from the chimney and a rowing boat lies by the dock.',
    'En röd stuga vid sjöstranden i skymningen: ljus lyser i fönstren, rök stiger ur skorstenen och en roddbåt ligger vid bryggan.',
  ),
  entry(
    'apartment-interior',
    apartmentInterior,
    'Valoisa loma-asunnon olohuone: sohva tyynyineen, sohvapöytä, matto, lattiavalaisin ja suuri ikkuna järvelle.',
    'A bright holiday apartment living room: a sofa with cushions, coffee table, rug, floor lamp and a large window facing the lake.',
    'Ett ljust vardagsrum i en semesterlägenhet: soffa med kuddar, soffbord, matta, golvlampa och ett stort fönster mot sjön.',
  ),
  entry(
    'hotel-room',
    hotelRoom,
    'Hotellihuone, jossa on parivuode puisen sängynpäädyn edessä, yöpöydät lukuvaloineen ja ikkuna iltamaisemaan.',
    'A hotel room with a double bed against a wooden headboard, bedside tables with lamps and a window onto the evening landscape.',
    'Ett hotellrum med dubbelsäng mot en sänggavel i trä, nattduksbord med lampor och ett fönster mot kvällslandskapet.',
  ),
  entry(
    'swimming-hall',
    swimmingHall,
    'Uimahalli, jossa on ratoihin jaettu allas, uimari ja suuret ikkunat järvelle ja metsään.',
    'A swimming hall with a lane pool, a swimmer and large windows overlooking the lake and forest.',
    'En simhall med en bassäng indelad i banor, en simmare och stora fönster mot sjön och skogen.',
  ),
  entry(
    'spa-sauna',
    spaSauna,
    'Puulla paneloitu sauna: lauteet, kiuas kivineen, kiulu ja kauha, nouseva löyly ja pieni ikkuna järvelle.',
    'A wood-panelled sauna: benches, a stove with stones, a wooden bucket and ladle, rising steam and a small window onto the lake.',
    'En träpanelad bastu: lavar, bastuugn med stenar, bastuämbar och skopa, stigande ånga och ett litet fönster mot sjön.',
  ),
  entry(
    'padel-court',
    padelCourt,
    'Sininen ulkopadelkenttä lasiseinineen ja verkkoaitoineen, pelaajia mailoineen ja kuusimetsä taustalla.',
    'A blue outdoor padel court with glass walls and mesh fencing, players with rackets and spruce forest in the background.',
    'En blå padelbana utomhus med glasväggar och nätstängsel, spelare med racketar och granskog i bakgrunden.',
  ),
  entry(
    'tennis-hall',
    tennisHall,
    'Tennishalli, jossa on sininen kenttä, verkko, valot kaarevassa katossa ja pelaajia kesken pelin.',
    'An indoor tennis hall with a blue court, net, lights in the arched roof and players mid-rally.',
    'En tennishall med blå bana, nät, lampor i det välvda taket och spelare mitt i en bollväxling.',
  ),
  entry(
    'pickleball',
    pickleball,
    'Pickleball-kenttä ulkona aurinkoisena päivänä; etualalla oranssi maila ja reikäinen keltainen pallo.',
    'An outdoor pickleball court on a sunny day, with an orange paddle and a yellow perforated ball in the foreground.',
    'En pickleballbana utomhus en solig dag, med ett orange racket och en gul boll med hål i förgrunden.',
  ),
  entry(
    'gym',
    gym,
    'Kuntosali, jossa on juoksumattoja suurten ikkunoiden edessä, käsipainoteline, levytanko ja kahvakuulia.',
    'A gym with treadmills in front of large windows, a dumbbell rack, a barbell and kettlebells.',
    'Ett gym med löpband framför stora fönster, ett hantelställ, en skivstång och kettlebells.',
  ),
  entry(
    'restaurant-dining',
    restaurantDining,
    'Ravintolasali auringonlaskun aikaan: valkoisin liinoin katetut pöydät, kynttilät, riippuvalaisimet ja ikkunat järvelle.',
    'The restaurant at sunset: tables with white cloths, candles, pendant lamps and windows facing the lake.',
    'Restaurangen vid solnedgången: bord med vita dukar, levande ljus, taklampor och fönster mot sjön.',
  ),
  entry(
    'cafe',
    cafe,
    'Kahvilan pöytä, jolla on höyryävä kahvikuppi ja korvapuusti; taustalla tiski ja liitutaulu, jossa lukee Kahvila.',
    'A café table with a steaming cup of coffee and a cinnamon bun; behind them a counter and a chalkboard reading “Kahvila”.',
    'Ett kafébord med en rykande kopp kaffe och en kanelbulle; i bakgrunden en disk och en griffeltavla med texten ”Kahvila”.',
  ),
  entry(
    'kids-playground',
    kidsPlayground,
    'Lasten leikkipuisto: keinut, liukumäki ja leikkimökki, hiekkalaatikko ämpäreineen ja leikkiviä lapsia.',
    'A children’s playground with swings, a slide and play tower, a sandbox with a bucket and children playing.',
    'En lekplats med gungor, rutschkana och lektorn, en sandlåda med hink och lekande barn.',
  ),
  entry(
    'canoe-lake',
    canoeLake,
    'Kaksi melojaa punaisessa kanootissa tyynellä järvellä aamu-usvassa, taustalla kuusikkoisia saaria.',
    'Two paddlers in a red canoe on a calm lake in the morning mist, with spruce-covered islands behind.',
    'Två paddlare i en röd kanot på en stilla sjö i morgondiset, med granklädda öar i bakgrunden.',
  ),
  entry(
    'hiking-trail',
    hikingTrail,
    'Pitkospuupolku kuusi- ja koivumetsän läpi, reittiviitta ja polulla kulkeva retkeilijä reppuineen.',
    'A duckboard trail through spruce and birch forest, with a trail sign and a hiker with a backpack.',
    'En spångad stig genom gran- och björkskog, med en vägvisare och en vandrare med ryggsäck.',
  ),
  entry(
    'cross-country-ski',
    crossCountrySki,
    'Hiihtäjä ladulla lumisella aukealla talvisen auringonlaskun aikaan, taustalla lumisia kuusia.',
    'A cross-country skier on groomed tracks across a snowy field at winter sunset, with snow-covered spruces behind.',
    'En längdskidåkare i spåret över ett snöigt fält i vintersolnedgången, med snötäckta granar bakom.',
  ),
  entry(
    'fatbike',
    fatbike,
    'Pyöräilijä ajaa leveärenkaisella fatbikella lumisella metsäpolulla lumisateessa.',
    'A cyclist riding a fat-tyre bike on a snowy forest trail as snow falls.',
    'En cyklist på en fatbike med breda däck längs en snöig skogsstig medan snön faller.',
  ),
  entry(
    'yoga',
    yoga,
    'Kolme joogaajaa alustoillaan puulaiturilla järven rannalla auringonnousun aikaan.',
    'Three people doing yoga on mats on a wooden deck by the lake at sunrise.',
    'Tre personer som utövar yoga på mattor på en träbrygga vid sjön i soluppgången.',
  ),
  entry(
    'conference-room',
    conferenceRoom,
    'Kokoushuone, jossa on pitkä pöytä tuoleineen, kannettavia tietokoneita, näytöllä pylväskaavio ja ikkuna metsään.',
    'A meeting room with a long table and chairs, laptops, a bar chart on the screen and a window onto the forest.',
    'Ett mötesrum med ett långt bord och stolar, bärbara datorer, ett stapeldiagram på skärmen och ett fönster mot skogen.',
  ),
  entry(
    'education-classroom',
    educationClassroom,
    'Luokkahuone, jossa kouluttaja näyttää liitutaululle piirrettyä pelikuviota ja opiskelijat istuvat riveissä.',
    'A classroom where an instructor points to a play diagram on the chalkboard while students sit in rows.',
    'Ett klassrum där en instruktör pekar på en spelskiss på griffeltavlan medan deltagarna sitter i rader.',
  ),
  entry(
    'student-coach',
    studentCoach,
    'Valmentaja ohjaa juoksuharjoitusta juoksuradalla: nuori urheilija juoksee kartioiden ohi, ja valmentajalla on kirjoitusalusta ja pilli.',
    'A coach leading a running drill on the track: a young athlete runs past cones while the coach holds a clipboard and whistle.',
    'En tränare leder en löpövning på löparbanan: en ung idrottare springer förbi koner medan tränaren håller en skrivplatta och visselpipa.',
  ),
  entry(
    'gift-card',
    giftCard,
    'Kuusirinne-lahjakortti: sininen kortti, jossa on kuusimaisema ja punainen lahjanauha rusetilla.',
    'A Kuusirinne gift card: a blue card with a spruce landscape and a red ribbon tied in a bow.',
    'Ett presentkort från Kuusirinne: ett blått kort med ett granlandskap och ett rött band knutet i en rosett.',
  ),
  entry(
    'map-overview',
    mapOverview,
    'Piirretty yleiskartta lomakeskuksesta: järvi ja uimaranta, tiet, hotelli, mökit, uimahalli, pallokentät, pysäköintialue ja laskettelurinne metsän keskellä.',
    'An illustrated overview map of the resort: the lake and beach, roads, hotel, cottages, swimming hall, courts, car park and ski slope surrounded by forest.',
    'En illustrerad översiktskarta över resorten: sjön och badstranden, vägar, hotellet, stugor, simhallen, bollplaner, parkering och slalombacke mitt i skogen.',
  ),
  {
    ...entry(
      'site-plan',
      sitePlan,
      'Piirretty asemakuva Kuusirinne Resortista ylhäältä päin: vasemmalla alhaalla Kuusijärvi saarineen, uimaranta laitureineen ja rantasaunoineen, rannalla rantamökkien rivit ja huvilaniemi. Keskellä hotellin päärakennus, uimahalli ja kylpylä, kokouskeskus ja leikkipuisto, niiden takana palloiluhallit ja ulkokentät. Ylhäällä vasemmalla urheiluopisto juoksuratoineen, metsämökit, ryhmämökki ja karavaanialue, keskellä harju näkötorneineen ja frisbeegolfrata. Oikealla ylhäällä laskettelurinteet, hissilinja ja lastenrinne, rinteen juurella kahvila, vuokraamo, rinnehuoneistot ja latukeskus. Tiet, pysäköintialueet, katkoviivoin merkityt kävelypolut ja pisteviivoin merkityt ladut kulkevat metsän halki.',
      'Illustrated site plan of Kuusirinne Resort seen from above: Lake Kuusijärvi with its islands in the lower left, the beach with jetties and lakeside saunas, rows of lakeside cottages along the shore and the villas’ headland. In the middle, the main hotel building, the swimming hall and spa, the conference centre and playground, with the sports halls and outdoor courts behind them. Upper left, the sports institute with its running track, the forest cabins, the group lodge and the caravan area; in the centre, the ridge with its viewing tower and the disc golf course. Upper right, the ski slopes, lift line and children’s slope, with the café, rental shop, slope apartments and ski centre at the foot of the slope. Roads, car parks, dashed walking trails and dotted ski trails run through the forest.',
      'Illustrerad situationsplan över Kuusirinne Resort sedd ovanifrån: nere till vänster Kuusijärvi med sina öar, badstranden med bryggor och strandbastur, raderna av stugor längs stranden och villornas udde. I mitten hotellets huvudbyggnad, simhallen och spaet, konferenscentret och lekparken, med sporthallarna och utebanorna bakom dem. Uppe till vänster idrottsinstitutet med löparbana, skogsstugorna, gruppstugan och husvagnsområdet; i mitten åsen med utsiktstorn och discgolfbanan. Uppe till höger slalombackarna, liftlinjen och barnbacken, med kaféet, uthyrningen, backlägenheterna och skidcentret vid backens fot. Vägar, parkeringsplatser, streckade vandringsleder och prickade skidspår löper genom skogen.',
    ),
    size: { width: SITE_PLAN_WIDTH, height: SITE_PLAN_HEIGHT },
  },
  entry(
    'login-side',
    loginSide,
    'Revontulet tähtitaivaalla järven yllä; rannalla pieni mökki, jonka ikkunoissa palaa valo.',
    'Northern lights in a starry sky above a lake, with a small cottage with lit windows on the shore.',
    'Norrsken på en stjärnklar himmel över en sjö, med en liten stuga med tända fönster på stranden.',
  ),
  person(
    1,
    'pitkät vaaleat hiukset ja oranssi paita sinisellä taustalla.',
    'a person with long blond hair in an orange top on a blue background.',
    'en person med långt blont hår i en orange tröja mot blå bakgrund.',
  ),
  person(
    2,
    'lyhyet tummat hiukset ja vihreä paita oranssilla taustalla.',
    'a person with short dark hair in a green shirt on an orange background.',
    'en person med kort mörkt hår i en grön skjorta mot orange bakgrund.',
  ),
  person(
    3,
    'ruskeat hiukset nutturalla ja sininen paita vihreällä taustalla.',
    'a person with brown hair in a bun and a blue top on a green background.',
    'en person med brunt hår i knut och en blå tröja mot grön bakgrund.',
  ),
  person(
    4,
    'tupsupipo ja keltainen huppari violetilla taustalla.',
    'a person in a bobble hat and a yellow hoodie on a purple background.',
    'en person i tofsmössa och gul huvtröja mot lila bakgrund.',
  ),
  person(
    5,
    'kiharat mustat hiukset ja tummansininen paita korallinpunaisella taustalla.',
    'a person with curly black hair in a navy top on a coral background.',
    'en person med lockigt svart hår i en marinblå tröja mot korallröd bakgrund.',
  ),
  person(
    6,
    'harmaa parta ja vihreä paita harmaansinisellä taustalla.',
    'a person with a grey beard in a green shirt on a grey-blue background.',
    'en person med grått skägg i en grön skjorta mot gråblå bakgrund.',
  ),
]

const BY_KEY = new Map(IMAGES.map((e) => [e.key, e]))

export const seedImages: SeedImage[] = IMAGES.map(({ key, alt }) => ({ key, alt }))

/** Pixel size of a seed image: its own size if it has one (the site plan), else 1920×1080, portraits (person-*) 800×800. */
function imageSize(key: string): Size {
  const e = BY_KEY.get(key)
  return e?.size ?? (e?.portrait ? { width: 800, height: 800 } : { width: 1920, height: 1080 })
}

/** The SVG source of a seed image. */
function imageSvg(key: string): string {
  const e = BY_KEY.get(key)
  if (!e) throw new Error(`Unknown seed image: ${key}`)
  const { width, height } = imageSize(key)
  return svg(width, height, e.draw(rng(key)))
}

/** Render a seed image to JPEG (deterministic for a given key). */
export async function renderImage(key: string): Promise<Buffer> {
  return sharp(Buffer.from(imageSvg(key)))
    .jpeg({ quality: 78 })
    .toBuffer()
}
