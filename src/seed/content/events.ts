/**
 * The demo resort's events (docs/events.md#an-event). Every date is computed from the
 * seed day, so the calendar always shows the coming twelve months:
 * - near-term events fall on a weekday a few weeks after `today` (the next Saturday after today + N weeks);
 * - seasonal events take the next occurrence of their date after `today` (Christmas Eve, May Day),
 *   or the first given weekday on or after that date (the first Friday of December opens the winter
 *   season). If that weekday would fall more than a year ahead, the event moves a week earlier, so it
 *   stays within the coming year; Midsummer Eve, a fixed holiday, does not move.
 * Times are Helsinki wall-clock times. An all-day event runs from 00:00 on its first day to 00:00
 * on the day after its last.
 */
import type { IsoDate, LocalTime, Weekday } from '@/domain/catalogue'
import { addDays, isIsoDate, weekdayOf } from '@/domain/helsinki'

import type { Loc } from './types'

export type SeedEventWeekday = 'SU' | 'MO' | 'TU' | 'WE' | 'TH' | 'FR' | 'SA'

export type SeedEvent = {
  key: string
  /** Lowercase-hyphen slug per language, umlauts turned into a and o. */
  slug: Loc
  title: Loc
  /** Plain text, 2–4 sentences; paragraphs separated by a blank line. */
  description: Loc
  location: Loc
  /** Helsinki wall-clock time, 'HH:MM'. */
  start: { day: IsoDate; time: LocalTime }
  end: { day: IsoDate; time: LocalTime }
  url?: string
  /** E-mails at kuusirinne.example. */
  organizer?: { name: string; email: string }
  recurrence?: {
    freq: 'YEARLY' | 'MONTHLY' | 'WEEKLY' | 'DAILY'
    until?: IsoDate
    interval?: number
    count?: number
    byday?: SeedEventWeekday[]
  }
  /** Keys of `seedTags` (articles.ts). */
  tags: string[]
  /** Code of a product in the seed catalogue that the event can be booked as. */
  productCode?: string
  /** Key of a seed image (images.ts). */
  image?: string
}

const loc = (fi: string, en: string, sv: string): Loc => ({ fi, en, sv })

/** Joins plain-text paragraphs with a blank line. */
const paragraphs = (...parts: string[]): string => parts.join('\n\n')

/** The first `weekday` on or after `day`. */
function onOrAfter(day: IsoDate, weekday: Weekday): IsoDate {
  let d = day
  while (weekdayOf(d) !== weekday) d = addDays(d, 1)
  return d
}

/** The same calendar day a year after `today` (29 February gives 1 March): the end of the coming year. */
function yearAfter(today: IsoDate): IsoDate {
  const year = Number(today.slice(0, 4)) + 1
  const next = `${year}${today.slice(4)}`
  return isIsoDate(next) ? next : `${year}-03-01`
}

/**
 * The next occurrence after `today` of a date `monthDay` ('MM-DD'), or of the first `weekday` on or
 * after it. `lastOffset`: the event's last dated part, in days after the first, that must also fall
 * within the coming year. A weekday that would fall beyond the coming year moves a week earlier
 * unless `fixed` (a holiday such as Midsummer Eve stays on its day).
 */
function seasonal(today: IsoDate, monthDay: string, weekday?: Weekday, o: { lastOffset?: number; fixed?: boolean } = {}): IsoDate {
  const limit = yearAfter(today)
  const year = Number(today.slice(0, 4))
  for (const y of [year, year + 1]) {
    const anchor = `${y}-${monthDay}`
    const day = weekday ? onOrAfter(anchor, weekday) : anchor
    if (day <= today) continue
    if (weekday && !o.fixed && addDays(day, o.lastOffset ?? 0) > limit) return addDays(day, -7)
    return day
  }
  throw new RangeError(`No occurrence of ${monthDay} after ${today}`)
}

/** The first day at least `minDaysAhead` days after `today` that is the `dayOfMonth`th of its month. */
function nextDayOfMonth(today: IsoDate, dayOfMonth: number, minDaysAhead: number): IsoDate {
  let d = addDays(today, minDaysAhead)
  while (Number(d.slice(8, 10)) !== dayOfMonth) d = addDays(d, 1)
  return d
}

/** The first `weekday` at least `daysAhead` days after `today`. */
const weekdayAfter = (today: IsoDate, daysAhead: number, weekday: Weekday): IsoDate => onOrAfter(addDays(today, daysAhead), weekday)

/** Christmas, New Year and Midsummer (Eve: the Friday 19–25 June, and the Saturday after it). */
function isHoliday(day: IsoDate): boolean {
  const md = day.slice(5)
  if (['12-24', '12-25', '12-26', '12-31', '01-01'].includes(md)) return true
  const midsummerEve = onOrAfter(`${day.slice(0, 4)}-06-19`, 'fri')
  return day === midsummerEve || day === addDays(midsummerEve, 1)
}

/** `day`, or a week later as often as needed, so that none of its `days` days is a holiday. */
function clearOfHolidays(day: IsoDate, days = 1): IsoDate {
  let d = day
  while (Array.from({ length: days }, (_, i) => addDays(d, i)).some(isHoliday)) d = addDays(d, 7)
  return d
}

const at = (day: IsoDate, time: LocalTime) => ({ day, time })

/** All-day from 00:00 on `first` to 00:00 on the day after `days` days. */
const allDay = (first: IsoDate, days: number) => ({ start: at(first, '00:00'), end: at(addDays(first, days), '00:00') })

const RESTAURANT = loc('Ravintola Kuusi, päärakennus', 'Restaurant Kuusi, main building', 'Restaurang Kuusi, huvudbyggnaden')
const RESTAURANT_ORGANIZER = { name: 'Petri Salonen', email: 'ravintola@kuusirinne.example' }
const SLOPES_ORGANIZER = { name: 'Janne Koskinen', email: 'janne.koskinen@kuusirinne.example' }

/** The 20 demo events of the twelve months after `today` (the seed day). */
export function seedEvents(today: IsoDate): SeedEvent[] {
  if (!isIsoDate(today)) throw new RangeError(`Not a YYYY-MM-DD date: ${today}`)

  const seasonOpening = seasonal(today, '12-01', 'fri', { lastOffset: 1 })
  const aquaStart = weekdayAfter(today, 1, 'tue')
  const yogaStart = seasonal(today, '06-15')
  const monthlyStart = nextDayOfMonth(today, 15, 3)
  const pickleballDay = clearOfHolidays(weekdayAfter(today, 17, 'sun'))
  const padelOpen = clearOfHolidays(weekdayAfter(today, 42, 'sat'), 2)

  return [
    // ---------------------------------------------------------------------------------------------
    // Winter
    // ---------------------------------------------------------------------------------------------
    {
      key: 'winter-season-opening',
      slug: loc('talvikauden-avajaisviikonloppu', 'winter-season-opening-weekend', 'vintersasongens-oppningshelg'),
      title: loc('Talvikauden avajaisviikonloppu', 'Winter season opening weekend', 'Vintersäsongens öppningshelg'),
      description: loc(
        paragraphs(
          'Rinteet avataan perjantaina kello 12, ja alle 7-vuotiaat laskevat maksutta koko viikonlopun. Välinehuolto voitelee sukset avajaisalennuksella, ja kahvila Kanervassa on tarjolla hernekeittoa ja pannukakkua.',
          'Rinteiden ja latujen avautuminen riippuu lumitilanteesta, joten seuraa ajankohtaisia tiedotteitamme.',
        ),
        paragraphs(
          'The slopes open at noon on Friday, and children under 7 ski free all weekend. The ski service waxes skis at an opening discount, and Café Kanerva serves pea soup and oven pancake.',
          'Which slopes and trails open depends on the snow, so keep an eye on our news.',
        ),
        paragraphs(
          'Backarna öppnar på fredag kl. 12, och barn under 7 år åker gratis hela helgen. Skidservicen vallar skidor till öppningsrabatt, och Café Kanerva serverar ärtsoppa och ugnspannkaka.',
          'Vilka backar och spår som öppnar beror på snöläget, så håll ett öga på våra nyheter.',
        ),
      ),
      location: loc('Rinteet ja kahvila Kanerva', 'Ski slopes and Café Kanerva', 'Backarna och Café Kanerva'),
      ...allDay(seasonOpening, 3),
      organizer: SLOPES_ORGANIZER,
      tags: ['events', 'sports'],
      image: 'hero-winter-slope',
    },
    {
      key: 'torchlight-descent',
      slug: loc('soihtulasku', 'torchlight-descent', 'fackelakning'),
      title: loc('Soihtulasku ja glögitarjoilu', 'Torchlight descent and hot glögi', 'Fackelåkning och glögg'),
      description: loc(
        'Avajaisviikonlopun perinteessä rinnetiimi ja hiihtokoulun opettajat laskevat soihdut käsissään pimenevää rinnettä alas. Seuraa näytöstä rinteen juurelta, jossa tarjolla on lämmintä glögiä ja piparkakkuja.',
        'In an opening-weekend tradition, the slope team and ski instructors ski down the darkening slope carrying torches. Watch the show from the foot of the slope, where hot glögi and gingerbread are served.',
        'Enligt öppningshelgens tradition åker backteamet och skidlärarna ner för den mörknande backen med facklor i händerna. Följ uppvisningen från backens fot, där det bjuds på varm glögg och pepparkakor.',
      ),
      location: loc('Rinteen juuri', 'Foot of the ski slope', 'Vid backens fot'),
      start: at(addDays(seasonOpening, 1), '18:00'),
      end: at(addDays(seasonOpening, 1), '19:00'),
      tags: ['events', 'family'],
      image: 'hero-winter-slope',
    },
    {
      key: 'christmas-eve-dinner',
      slug: loc('jouluaatto-ravintola-kuusessa', 'christmas-eve-at-restaurant-kuusi', 'julafton-pa-restaurang-kuusi'),
      title: loc('Jouluaatto ravintola Kuusessa', 'Christmas Eve at Restaurant Kuusi', 'Julafton på Restaurang Kuusi'),
      description: loc(
        paragraphs(
          'Perinteinen jouluateria tarjoillaan kahdessa kattauksessa kello 15 ja 18. Pöydässä on kinkkua, laatikoita, graavilohta ja rosollia, ja lapsille on katettu oma jouluruokapöytä.',
          'Varaa pöytä viimeistään 15.12. vastaanotosta tai ravintolan sähköpostilla.',
        ),
        paragraphs(
          'A traditional Finnish Christmas dinner is served in two sittings, at 3 pm and 6 pm. The table has ham, root vegetable casseroles, cured salmon and beetroot salad, and children have a Christmas buffet of their own.',
          'Book your table by 15 December at reception or by emailing the restaurant.',
        ),
        paragraphs(
          'Ett traditionellt julbord dukas upp i två sittningar kl. 15 och 18. På bordet finns skinka, lådor, gravlax och rosolli, och barnen har ett eget julbord.',
          'Boka bord senast 15.12 i receptionen eller via restaurangens e-post.',
        ),
      ),
      location: RESTAURANT,
      start: at(seasonal(today, '12-24'), '15:00'),
      end: at(seasonal(today, '12-24'), '21:00'),
      organizer: RESTAURANT_ORGANIZER,
      tags: ['events', 'family'],
      image: 'restaurant-dining',
    },
    {
      key: 'new-year-light-show',
      slug: loc('uudenvuoden-valoshow', 'new-year-light-show', 'nyarets-ljusshow'),
      title: loc('Uudenvuoden valoshow Kuusijärven jäällä', 'New Year light show on the ice of Lake Kuusijärvi', 'Nyårets ljusshow på Kuusijärvis is'),
      description: loc(
        'Ilotulitteiden sijaan vaihdamme vuotta hiljaisella valoshow’lla, joka ei pelota lemmikkejä eikä metsän eläimiä. Esitystä on paras seurata uimarannalta, jossa tarjolla on kuumaa mehua.',
        'Instead of fireworks, we see in the New Year with a silent light show that won’t frighten pets or forest animals. The best place to watch is the beach, where hot berry juice is served.',
        'I stället för fyrverkerier firar vi in det nya året med en tyst ljusshow som varken skrämmer husdjur eller skogens djur. Bäst ser du showen från badstranden, där det bjuds på varm saft.',
      ),
      location: loc('Uimaranta', 'The beach', 'Badstranden'),
      start: at(seasonal(today, '12-31'), '23:30'),
      end: at(addDays(seasonal(today, '12-31'), 1), '00:30'),
      recurrence: { freq: 'YEARLY' },
      tags: ['events', 'family'],
      image: 'login-side',
    },
    {
      key: 'snowshoe-animal-tracks',
      slug: loc('elainten-jaljilla', 'on-the-trail-of-animals', 'pa-djurens-spar'),
      title: loc(
        'Eläinten jäljillä – lumikenkäretki perheille',
        'On the trail of animals – a family snowshoe hike',
        'På djurens spår – snöskovandring för familjer',
      ),
      description: loc(
        paragraphs(
          'Lumikengillä pääsee tykkylumen peittämään kuusikkoon, jossa opas näyttää jänisten, kettujen ja oravien jälkiä. Nuotiolla lämmitellään kuuman mehun ja makkaranpaiston äärellä.',
          'Retki sopii yli 6-vuotiaille, ja lumikengät ja sauvat sisältyvät hintaan.',
        ),
        paragraphs(
          'Snowshoes take you into spruce forest heavy with crown snow, where the guide points out the tracks of hares, foxes and squirrels. We warm up by the fire with hot berry juice and grilled sausages.',
          'The hike suits children from 6 up, and snowshoes and poles are included.',
        ),
        paragraphs(
          'Med snöskor tar vi oss in i granskog tyngd av snö, där guiden visar spår efter harar, rävar och ekorrar. Vid elden värmer vi oss med varm saft och grillad korv.',
          'Turen passar barn från 6 år, och snöskor och stavar ingår.',
        ),
      ),
      location: loc('Latukeskus', 'Ski centre', 'Skidcentret'),
      start: at(seasonal(today, '01-17', 'sat'), '11:00'),
      end: at(seasonal(today, '01-17', 'sat'), '13:00'),
      tags: ['nature', 'family'],
      productCode: 'LUMIKENKAILY',
      image: 'hero-winter-slope',
    },
    {
      key: 'winter-holiday-week',
      slug: loc('hiihtolomaviikko', 'winter-holiday-week', 'sportlovsveckan'),
      title: loc('Hiihtolomaviikko', 'Winter holiday week', 'Sportlovsveckan'),
      description: loc(
        paragraphs(
          'Hiihtolomalla lastenrinteessä on ohjelmaa joka päivä: hiihtokoulun ryhmiä, pulkkamäkikisoja ja makkaranpaistoa nuotiolla. Latukeskuksessa on lapsille oma hiihtorata.',
          'Varaa paikka hiihtokoulusta etukäteen, sillä ryhmät täyttyvät nopeasti.',
        ),
        paragraphs(
          'During the winter holiday there’s something on at the children’s slope every day: ski school groups, sledging races and sausages grilled over the fire. The ski centre has a ski track just for kids.',
          'Book a place at the ski school in advance, as the groups fill up fast.',
        ),
        paragraphs(
          'Under sportlovet händer det något i barnbacken varje dag: skidskolegrupper, pulkatävlingar och korvgrillning vid elden. Skidcentret har ett eget skidspår för barnen.',
          'Boka plats i skidskolan i förväg, eftersom grupperna fylls snabbt.',
        ),
      ),
      location: loc('Lastenrinne ja latukeskus', 'Children’s slope and ski centre', 'Barnbacken och skidcentret'),
      ...allDay(seasonal(today, '02-22', 'mon'), 7),
      tags: ['family', 'sports'],
      productCode: 'HIIHTOKOULU',
      image: 'hero-winter-slope',
    },
    {
      key: 'kuusirinne-ski-race',
      slug: loc('kuusirinne-hiihto', 'kuusirinne-ski-race', 'kuusirinneloppet'),
      title: loc('Kuusirinne-hiihto', 'Kuusirinne Ski Race', 'Kuusirinneloppet'),
      description: loc(
        paragraphs(
          'Perinteisen tyylin kuntohiihdossa on 10, 20 ja 42 kilometrin matkat sekä lasten kilometrin hiihto stadionilla. Reitti kulkee Kuusijärven jäällä ja metsäladuilla.',
          'Ilmoittaudu tapahtuman sivuilla. Vuokrasukset kannattaa varata etukäteen.',
        ),
        paragraphs(
          'This classic-style recreational ski event has 10, 20 and 42-kilometre routes, plus a one-kilometre race for children at the stadium. The course runs across the ice of Lake Kuusijärvi and along the forest trails.',
          'Sign up on the event website. It’s a good idea to book rental skis in advance.',
        ),
        paragraphs(
          'Motionsloppet i klassisk stil har sträckor på 10, 20 och 42 kilometer samt ett lopp på en kilometer för barn på stadion. Banan går över Kuusijärvis is och längs skogsspåren.',
          'Anmäl dig på evenemangets webbplats. Hyrskidor lönar det sig att boka i förväg.',
        ),
      ),
      location: loc('Hiihtostadion', 'Ski stadium', 'Skidstadion'),
      start: at(seasonal(today, '03-07', 'sat'), '10:00'),
      end: at(seasonal(today, '03-07', 'sat'), '15:00'),
      url: 'https://hiihto.kuusirinne.example',
      organizer: SLOPES_ORGANIZER,
      tags: ['sports', 'events'],
      productCode: 'SUKSIVUOKRA',
      image: 'cross-country-ski',
    },

    // ---------------------------------------------------------------------------------------------
    // Spring and summer
    // ---------------------------------------------------------------------------------------------
    {
      key: 'may-day-brunch',
      slug: loc('vappubrunssi', 'may-day-brunch', 'forsta-maj-brunch'),
      title: loc('Vappubrunssi', 'May Day brunch', 'Första maj-brunch'),
      description: loc(
        paragraphs(
          'Vappupäivän brunssilla herkutellaan simalla, tippaleivillä, munkeilla ja järven kalalla. Lapsille on ilmapalloja, kasvomaalausta ja oma buffetpöytä.',
          'Brunssi tarjoillaan kahdessa kattauksessa kello 11 ja 12.30, ja pöydän voit varata vastaanotosta.',
        ),
        paragraphs(
          'Our May Day brunch comes with homemade sima, funnel cakes, doughnuts and fish from the lake. For the kids there are balloons, face painting and a buffet of their own.',
          'Brunch is served in two sittings, at 11 am and 12.30 pm, and you can book a table at reception.',
        ),
        paragraphs(
          'På första maj-brunchen bjuds det på mjöd, struvor, munkar och fisk från sjön. För barnen finns ballonger, ansiktsmålning och ett eget buffébord.',
          'Brunchen serveras i två sittningar kl. 11 och 12.30, och bord kan bokas i receptionen.',
        ),
      ),
      location: RESTAURANT,
      start: at(seasonal(today, '05-01'), '11:00'),
      end: at(seasonal(today, '05-01'), '14:00'),
      tags: ['family', 'events'],
      image: 'cafe',
    },
    {
      key: 'morning-yoga-on-the-jetty',
      slug: loc('aamujooga-laiturilla', 'morning-yoga-on-the-jetty', 'morgonyoga-pa-bryggan'),
      title: loc('Aamujooga laiturilla', 'Morning yoga on the jetty', 'Morgonyoga på bryggan'),
      description: loc(
        paragraphs(
          'Kesäaamuisin jooga siirtyy järvisalista rantalaiturille. Rauhallinen tunti sopii kaikille, myös niille, jotka eivät ole koskaan jooganneet, ja matot saat meiltä.',
          'Sateella tunti pidetään järvisalissa.',
        ),
        paragraphs(
          'On summer mornings, yoga moves from the lake-view studio to the jetty. The calm class suits everyone, including those who have never done yoga, and we provide the mats.',
          'If it rains, the class is held in the lake-view studio.',
        ),
        paragraphs(
          'Sommarmorgnar flyttar yogan från salen med sjöutsikt ut på bryggan. Det lugna passet passar alla, även den som aldrig har yogat, och mattor får du av oss.',
          'Om det regnar hålls passet i salen med sjöutsikt.',
        ),
      ),
      location: loc('Rantalaituri, uimaranta', 'Jetty at the beach', 'Bryggan vid badstranden'),
      start: at(yogaStart, '07:30'),
      end: at(yogaStart, '08:30'),
      recurrence: { freq: 'DAILY', until: addDays(yogaStart, 61) },
      tags: ['wellness'],
      productCode: 'AAMUJOOGA',
      image: 'yoga',
    },
    {
      key: 'midsummer',
      slug: loc('juhannus-kuusirinteessa', 'midsummer-at-kuusirinne', 'midsommar-pa-kuusirinne'),
      title: loc('Juhannus Kuusirinteessä', 'Midsummer at Kuusirinne', 'Midsommar på Kuusirinne'),
      description: loc(
        paragraphs(
          'Juhannusaattona sytytetään kokko uimarannalla kello 22, ja ravintola Kuusi kattaa juhannusbuffetin. Juhannuspäivänä on lasten rantakisoja, melontaretkiä ja illalla tanssit ravintolassa.',
          'Mökit ja huoneet varataan juhannukseksi nopeasti, joten varaa ajoissa.',
        ),
        paragraphs(
          'On Midsummer Eve we light a bonfire on the beach at 10 pm, and Restaurant Kuusi serves a Midsummer buffet. On Midsummer Day there are beach games for children, canoe tours and dancing at the restaurant in the evening.',
          'Cottages and rooms for Midsummer book up quickly, so reserve early.',
        ),
        paragraphs(
          'På midsommarafton tänder vi en brasa på badstranden kl. 22, och Restaurang Kuusi dukar upp en midsommarbuffé. På midsommardagen finns strandlekar för barnen, kanotturer och på kvällen dans i restaurangen.',
          'Stugor och rum för midsommar blir snabbt bokade, så boka i god tid.',
        ),
      ),
      location: loc('Uimaranta ja ravintola Kuusi', 'The beach and Restaurant Kuusi', 'Badstranden och Restaurang Kuusi'),
      // Midsummer Eve: the Friday between 19 and 25 June.
      ...allDay(seasonal(today, '06-19', 'fri', { fixed: true }), 2),
      url: 'https://www.kuusirinne.example/juhannus',
      organizer: { name: 'Kuusirinne Resort', email: 'info@kuusirinne.example' },
      tags: ['events', 'family', 'nature'],
      image: 'hero-lake-summer',
    },
    {
      key: 'shoreline-clean-up',
      slug: loc('rantojen-siivoustalkoot', 'shoreline-clean-up', 'strandstadning'),
      title: loc('Rantojen siivoustalkoot', 'Shoreline clean-up', 'Strandstädning'),
      description: loc(
        paragraphs(
          'Siivoamme yhdessä Kuusijärven rannat ja saaret roskista, ja kauempana oleviin kohteisiin mennään kanooteilla. Talkoolaisille tarjotaan lounas grillikodalla ja saunavuoro savusaunassa.',
          'Hanskat, roskapussit ja pelastusliivit saat meiltä.',
        ),
        paragraphs(
          'Together we clear litter from the shores and islands of Lake Kuusijärvi, paddling out by canoe to the more distant spots. Volunteers get lunch at the grill hut and a session in the smoke sauna.',
          'We provide gloves, bin bags and life jackets.',
        ),
        paragraphs(
          'Tillsammans städar vi skräp från Kuusijärvis stränder och öar, och till de mer avlägsna platserna paddlar vi med kanot. De frivilliga bjuds på lunch i grillkåtan och en tur i rökbastun.',
          'Handskar, sopsäckar och flytvästar får du av oss.',
        ),
      ),
      location: loc('Kanoottivuokraamo, uimaranta', 'Canoe rental at the beach', 'Kanotuthyrningen vid badstranden'),
      start: at(seasonal(today, '08-08', 'sat'), '10:00'),
      end: at(seasonal(today, '08-08', 'sat'), '14:00'),
      organizer: { name: 'Kuusirinne Resort', email: 'info@kuusirinne.example' },
      tags: ['nature', 'events'],
      image: 'canoe-lake',
    },

    // ---------------------------------------------------------------------------------------------
    // Autumn
    // ---------------------------------------------------------------------------------------------
    {
      key: 'autumn-colours-hike',
      slug: loc('ruskaretki-kuusivaaraan', 'autumn-colours-hike', 'hostvandring-i-kuusivaara'),
      title: loc('Ruskaretki Kuusivaaran vanhaan metsään', 'Autumn colours hike into the old forest of Kuusivaara', 'Höstvandring i Kuusivaaras gamla skog'),
      description: loc(
        paragraphs(
          'Ruska on kauneimmillaan syyskuun lopulla, ja opas vie retkelle Kuusivaaran luonnonsuojelualueelle satoja vuosia vanhojen kuusten ja kelojen keskelle. Matkaa kertyy noin 8 kilometriä.',
          'Laavulla syödään nuotiolounas: lohikeittoa, leipää ja pannukahvit.',
        ),
        paragraphs(
          'The autumn colours are at their best in late September, and our guide takes you into the Kuusivaara nature reserve among spruces and silver snags hundreds of years old. The hike is about 8 kilometres.',
          'At the lean-to we have a campfire lunch of salmon soup, bread and kettle coffee.',
        ),
        paragraphs(
          'Höstfärgerna är som vackrast i slutet av september, och guiden tar dig till Kuusivaara naturreservat bland hundratals år gamla granar och torrakor. Sträckan är cirka 8 kilometer.',
          'Vid vindskyddet äter vi lunch vid lägerelden: laxsoppa, bröd och kokkaffe.',
        ),
      ),
      location: loc('Reittien lähtöpiste, päärakennuksen piha', 'Trailhead in the main building’s yard', 'Ledernas startpunkt på huvudbyggnadens gård'),
      start: at(seasonal(today, '09-19', 'sat'), '10:00'),
      end: at(seasonal(today, '09-19', 'sat'), '14:00'),
      tags: ['nature', 'sports'],
      productCode: 'LUONTORETKI',
      image: 'hero-autumn-forest',
    },
    {
      key: 'game-dinner',
      slug: loc('riistaillallinen', 'game-dinner', 'viltmiddag'),
      title: loc('Riistaillallinen', 'Game dinner', 'Viltmiddag'),
      description: loc(
        paragraphs(
          'Syksyn riistaillallisella keittiömestari valmistaa viisi ruokalajia hirvestä, metsälinnuista sekä syksyn sienistä ja marjoista. Viinit ja alkoholittomat juomat jokaiselle ruokalajille valitsee ravintolapäällikkömme.',
          'Pöytävaraukset vastaanotosta tai ravintolan sähköpostilla.',
        ),
        paragraphs(
          'At our autumn game dinner, the head chef serves five courses of elk, forest birds and the season’s mushrooms and berries. Our restaurant manager pairs each course with wine or a non-alcoholic drink.',
          'Book a table at reception or by emailing the restaurant.',
        ),
        paragraphs(
          'På höstens viltmiddag serverar köksmästaren fem rätter av älg, skogsfågel och höstens svampar och bär. Vår restaurangchef väljer vin eller en alkoholfri dryck till varje rätt.',
          'Bordsbokningar i receptionen eller via restaurangens e-post.',
        ),
      ),
      location: RESTAURANT,
      start: at(seasonal(today, '10-10', 'sat'), '18:00'),
      end: at(seasonal(today, '10-10', 'sat'), '22:00'),
      organizer: RESTAURANT_ORGANIZER,
      tags: ['events'],
      image: 'restaurant-dining',
    },
    {
      key: 'sports-institute-open-day',
      slug: loc('urheiluopiston-avoimet-ovet', 'sports-institute-open-day', 'oppet-hus-pa-idrottsinstitutet'),
      title: loc('Urheiluopiston avoimet ovet', 'Sports institute open day', 'Öppet hus på idrottsinstitutet'),
      description: loc(
        paragraphs(
          'Tule kokeilemaan liikuntaneuvojan työtä, tapaamaan opiskelijoita ja kiertämään kampusta. Koulutuspäällikkö kertoo liikunnanohjauksen perustutkinnosta ja jatkuvasta hausta kello 11 ja 13.',
          'Tapahtuma on maksuton, eikä ennakkoilmoittautumista tarvita.',
        ),
        paragraphs(
          'Come and try out a sports instructor’s work, meet our students and tour the campus. Our Head of Education presents the Vocational Qualification in Sports and continuous application at 11 am and 1 pm.',
          'The event is free, and there’s no need to register in advance.',
        ),
        paragraphs(
          'Kom och prova på idrottsinstruktörens arbete, träffa studerande och gå en rundtur på campus. Utbildningschefen berättar om grundexamen i idrott och den kontinuerliga ansökan kl. 11 och 13.',
          'Evenemanget är avgiftsfritt, och ingen förhandsanmälan behövs.',
        ),
      ),
      location: loc('Urheiluopiston kampus', 'Sports institute campus', 'Idrottsinstitutets campus'),
      start: at(seasonal(today, '11-08', 'sat'), '10:00'),
      end: at(seasonal(today, '11-08', 'sat'), '14:00'),
      url: 'https://www.kuusirinne.example/koulutus',
      organizer: { name: 'Laura Niemi', email: 'koulutus@kuusirinne.example' },
      tags: ['education', 'events'],
      image: 'education-classroom',
    },

    // ---------------------------------------------------------------------------------------------
    // All year: the coming weeks and recurring events
    // ---------------------------------------------------------------------------------------------
    {
      key: 'evening-aqua-aerobics',
      slug: loc('iltavesijumppa', 'evening-aqua-aerobics', 'vattengympa-pa-kvallen'),
      title: loc('Iltavesijumppa', 'Evening aqua aerobics', 'Vattengympa på kvällen'),
      description: loc(
        paragraphs(
          'Nivelystävällinen vesijumppa kuntoaltaassa tiistaisin ja torstaisin. Tunteja vetävät urheiluopiston liikunnanohjaajat, ja samalla lipulla pääset myös uimaan ja saunomaan.',
          'Uimahallin vuosihuollon aikana joulukuussa jumppaa ei ole.',
        ),
        paragraphs(
          'Joint-friendly aqua aerobics in the lap pool on Tuesdays and Thursdays. Classes are led by sports instructors from our institute, and the same ticket lets you swim and use the saunas too.',
          'There are no classes while the swimming hall is closed for annual maintenance in December.',
        ),
        paragraphs(
          'Ledvänlig vattengympa i motionsbassängen på tisdagar och torsdagar. Passen leds av idrottsinstitutets instruktörer, och med samma biljett kan du också simma och basta.',
          'Under simhallens årliga underhåll i december är det inga pass.',
        ),
      ),
      location: loc('Uimahalli, kuntoallas', 'Swimming hall, lap pool', 'Simhallen, motionsbassängen'),
      start: at(aquaStart, '18:30'),
      end: at(aquaStart, '19:15'),
      recurrence: { freq: 'WEEKLY', byday: ['TU', 'TH'], until: addDays(aquaStart, 7 * 11 + 2) },
      tags: ['wellness', 'sports'],
      productCode: 'VESIJUMPPA',
      image: 'swimming-hall',
    },
    {
      key: 'smoke-sauna-evenings',
      slug: loc('savusaunaillat', 'smoke-sauna-evenings', 'rokbastukvallar'),
      title: loc('Savusaunaillat', 'Smoke sauna evenings', 'Rökbastukvällar'),
      description: loc(
        paragraphs(
          'Rantasavusauna lämpiää keskiviikkoisin ja lauantaisin koko päivän, ja illalla löylyt ovat pehmeimmillään. Saunasta pääsee suoraan laiturille, kesällä järveen ja talvella avantoon.',
          'Hintaan sisältyvät pyyhkeet, saunalakanat ja iltapala.',
        ),
        paragraphs(
          'The lakeside smoke sauna is heated all day on Wednesdays and Saturdays, and by evening its steam is at its softest. From the sauna you step straight onto the jetty – into the lake in summer and the ice hole in winter.',
          'Towels, sauna wraps and an evening snack are included.',
        ),
        paragraphs(
          'Rökbastun vid stranden eldas hela dagen på onsdagar och lördagar, och på kvällen är ångan som mjukast. Från bastun kommer du direkt ut på bryggan – på sommaren ner i sjön och på vintern i vaken.',
          'Handdukar, bastulakan och ett kvällsmål ingår.',
        ),
      ),
      location: loc('Rantasavusauna', 'Lakeside smoke sauna', 'Rökbastun vid stranden'),
      start: at(weekdayAfter(today, 2, 'wed'), '18:00'),
      end: at(weekdayAfter(today, 2, 'wed'), '21:00'),
      recurrence: { freq: 'WEEKLY', byday: ['WE', 'SA'], count: 20 },
      tags: ['wellness'],
      productCode: 'SAVUSAUNAILTA',
      image: 'spa-sauna',
    },
    {
      key: 'padel-taster-evenings',
      slug: loc('padelin-kokeiluillat', 'padel-taster-evenings', 'prova-pa-padel-kvallar'),
      title: loc('Padelin kokeiluillat', 'Padel taster evenings', 'Prova på padel-kvällar'),
      description: loc(
        paragraphs(
          'Joka toinen keskiviikko valmentajamme opastavat padelin alkeisiin: säännöt, peruslyönnit ja lasiseinien käytön. Mailat ja pallot saat lainaksi, joten tarvitset vain sisäpelikengät.',
          'Jos innostut, jatka viikonlopun alkeiskurssilla.',
        ),
        paragraphs(
          'Every other Wednesday, our coaches introduce you to padel: the rules, the basic shots and how to play off the glass. Rackets and balls are provided, so all you need is indoor shoes.',
          'If you get hooked, carry on with our weekend beginners’ course.',
        ),
        paragraphs(
          'Varannan onsdag lär våra tränare dig grunderna i padel: reglerna, grundslagen och hur man spelar mot glasväggarna. Racketar och bollar får du låna, så du behöver bara inneskor.',
          'Om du fastnar kan du fortsätta på vår nybörjarkurs under en helg.',
        ),
      ),
      location: loc('Padelhalli', 'Padel hall', 'Padelhallen'),
      start: at(weekdayAfter(today, 8, 'wed'), '19:00'),
      end: at(weekdayAfter(today, 8, 'wed'), '21:00'),
      recurrence: { freq: 'WEEKLY', interval: 2, byday: ['WE'], count: 8 },
      tags: ['sports'],
      productCode: 'PADEL-ALKEET',
      image: 'padel-court',
    },
    {
      key: 'sauna-club',
      slug: loc('saunaklubi', 'sauna-club', 'bastuklubben'),
      title: loc('Saunaklubi', 'Sauna club', 'Bastuklubben'),
      description: loc(
        paragraphs(
          'Kerran kuussa kylpylän saunamaailmassa vietetään teemailtaa: vuorossa voi olla vihtojen teko, saunajooga, suola- ja hunajakuorinnat tai saunamestarin löylyseremonia. Illan ohjelma julkaistaan kuun alussa.',
          'Saunaklubi sisältyy uimahallin lippuun.',
        ),
        paragraphs(
          'Once a month, the spa’s sauna world holds a themed evening: making birch whisks, sauna yoga, salt and honey scrubs or a sauna master’s löyly ceremony. The evening’s programme is published at the start of each month.',
          'The sauna club is included in the swimming hall ticket.',
        ),
        paragraphs(
          'En gång i månaden ordnar spaets bastuvärld en temakväll: att binda bastukvastar, bastuyoga, salt- och honungsskrubb eller en bastuceremoni ledd av en bastumästare. Kvällens program publiceras i början av varje månad.',
          'Bastuklubben ingår i simhallsbiljetten.',
        ),
      ),
      location: loc('Kylpylän saunamaailma', 'Spa sauna world', 'Spaets bastuvärld'),
      start: at(monthlyStart, '18:00'),
      end: at(monthlyStart, '21:00'),
      recurrence: { freq: 'MONTHLY', count: 6 },
      tags: ['wellness'],
      image: 'spa-sauna',
    },
    {
      key: 'family-pickleball',
      slug: loc('pickleballia-koko-perheelle', 'pickleball-for-the-whole-family', 'pickleball-for-hela-familjen'),
      title: loc('Pickleballia koko perheelle', 'Pickleball for the whole family', 'Pickleball för hela familjen'),
      description: loc(
        'Rennolla kolmen tunnin perhekurssilla opetellaan pickleballin säännöt ja lyönnit, ja lopuksi pelataan perheiden välinen miniturnaus. Laji sopii kaikenikäisille, ja mailat ja pallot saat meiltä.',
        'On this relaxed three-hour family course you learn the rules and shots of pickleball, finishing with a mini tournament between families. The sport suits all ages, and we provide the paddles and balls.',
        'På den avslappnade familjekursen på tre timmar lär ni er pickleballens regler och slag, och till sist spelas en miniturnering mellan familjerna. Sporten passar alla åldrar, och racketar och bollar får ni av oss.',
      ),
      location: loc('Padelhallin pickleball-kentät', 'Pickleball courts in the padel hall', 'Pickleballbanorna i padelhallen'),
      start: at(pickleballDay, '13:00'),
      end: at(pickleballDay, '16:00'),
      tags: ['family', 'sports'],
      productCode: 'PICKLEBALL-PERHE',
      image: 'pickleball',
    },
    {
      key: 'kuusirinne-padel-open',
      slug: loc('kuusirinne-padel-open', 'kuusirinne-padel-open', 'kuusirinne-padel-open'),
      title: loc('Kuusirinne Padel Open', 'Kuusirinne Padel Open', 'Kuusirinne Padel Open'),
      description: loc(
        paragraphs(
          'Kaksipäiväinen padelturnaus pelataan miesten, naisten ja sekaparien sarjoissa aloittelijoista kokeneisiin. Katsomoon on vapaa pääsy, ja hallin aulassa on kahvi- ja välipalatarjoilu koko viikonlopun.',
          'Ilmoittautuminen päättyy viikkoa ennen turnausta.',
        ),
        paragraphs(
          'This two-day padel tournament has men’s, women’s and mixed doubles divisions for everyone from beginners to experienced players. Spectators get in free, and there’s coffee and snacks in the hall lobby all weekend.',
          'Registration closes a week before the tournament.',
        ),
        paragraphs(
          'Den tvådagars padelturneringen spelas i klasser för herrar, damer och mixed, från nybörjare till erfarna spelare. Publiken har fritt inträde, och i hallens lobby serveras kaffe och tilltugg hela helgen.',
          'Anmälan stänger en vecka före turneringen.',
        ),
      ),
      location: loc('Padel- ja tennishalli', 'Padel and tennis halls', 'Padel- och tennishallen'),
      ...allDay(padelOpen, 2),
      url: 'https://www.kuusirinne.example/padel-open',
      organizer: { name: 'Sanna Heikkinen', email: 'sanna.heikkinen@kuusirinne.example' },
      tags: ['sports', 'events'],
      image: 'padel-court',
    },
  ]
}
