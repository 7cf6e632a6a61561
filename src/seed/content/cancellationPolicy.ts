/**
 * The cancellation policy page (docs/refunds.md). Its deadlines are written from the same numbers
 * the products carry (catalogue/terms.ts), so the page says what the shop does.
 */
import { demoTerms } from '../catalogue/terms'
import type { Loc, SeedPage } from './types'

const md = (...parts: string[]): string => parts.join('\n\n')
const loc = (fi: string, en: string, sv: string): Loc => ({ fi, en, sv })

const {
  accommodationCancelDaysBefore: stayDays,
  courseCancelDaysBefore: courseDays,
  activityCancelHoursBefore: activityHours,
  courtCancelHoursBefore: courtHours,
  giftCardValidityMonths: months,
} = demoTerms

const terms = loc(
  md(
    '## Peruutusehdot',
    'Nämä ehdot koskevat Kuusirinne Resort Oy:n (Y-tunnus 1234567-1) verkkokaupasta tehtyjä varauksia. Voit perua varauksen itse verkossa peruutusajan loppuun asti, ja saat sen hinnan kokonaan takaisin. Jokaisen tuotteen peruutusaika näkyy tuotesivulla, ostoskorissa ja tilausvahvistuksessa, ja tilaus noudattaa niitä ehtoja, joilla se on ostettu.',
    '### Majoitus',
    `- **Vapaa peruutus:** voit perua maksutta viimeistään ${stayDays} vuorokautta ennen saapumispäivää (sen päivän loppuun Suomen aikaa).\n- **Ei palautettava hinta:** edullisempaa hintaa ei voi perua eikä sitä palauteta.`,
    '### Kurssit ja leirit',
    `Kurssin tai leirin voi perua maksutta viimeistään ${courseDays} vuorokautta ennen ensimmäistä kurssipäivää (sen päivän loppuun Suomen aikaa).`,
    '### Aktiviteetit ja kenttävuorot',
    `Aktiviteetin, kuten opastetun retken tai välinevuokran, voi perua maksutta viimeistään ${activityHours} tuntia ennen sen alkua. Kenttävuoron voi perua maksutta viimeistään ${courtHours} tuntia ennen vuoron alkua.`,
    '### Liput, sarjakortit, lahjakortit ja koulutukset',
    `Näitä ei voi perua verkossa: ota yhteyttä vastaanottoon. Lahjakortti on voimassa ${months} kuukautta ostopäivästä, eikä sitä voi vaihtaa rahaksi. Verkkokaupasta ostetulla, käyttämättömällä lahjakortilla on 14 päivän peruuttamisoikeus.`,
    '### Näin perut',
    'Kirjaudu sisään ja avaa **Omat tiedot → Tilauksesi → tilaus**, tai avaa tilausvahvistuksen sähköpostissa oleva linkki (se toimii myös ilman asiakastiliä). Valitse rivit, jotka haluat perua, ja se, minne rahat palautetaan, ja vahvista. Peruttu aika vapautuu heti muiden varattavaksi, ja saat peruutuksesta vahvistuksen sähköpostiisi.',
    '### Rahojen palautus',
    '- Lahjakortilla maksettu osuus palautuu aina samalle lahjakortille.\n- Muu osuus palautuu maksutavalle, jolla maksoit, tai halutessasi uudelle lahjakortille, joka lähetetään sinulle sähköpostitse.',
    '### Kun me joudumme perumaan',
    'Jos joudumme perumaan varauksesi esimerkiksi teknisen vian tai ylivoimaisen esteen vuoksi, palautamme maksun kokonaisuudessaan tai tarjoamme korvaavan ajankohdan. Rinteiden ja latujen avautuminen riippuu lumitilanteesta, eikä säästä johtuva muutos ole peruutusperuste.',
  ),
  md(
    '## Cancellation policy',
    'These terms apply to bookings made in the web shop of Kuusirinne Resort Oy (business ID 1234567-1). You can cancel a booking yourself online until its cancellation deadline, and you get its full price back. Each product’s deadline is shown on the product page, in the cart and in the order confirmation, and an order keeps the terms it was bought under.',
    '### Accommodation',
    `- **Free cancellation:** you can cancel free of charge until ${stayDays} days before the day of arrival (until the end of that day, Finnish time).\n- **Non-refundable rate:** the cheaper rate cannot be cancelled or refunded.`,
    '### Courses and camps',
    `Courses and camps can be cancelled free of charge until ${courseDays} days before the first course day (until the end of that day, Finnish time).`,
    '### Activities and court times',
    `Activities such as guided tours and equipment hire can be cancelled free of charge up to ${activityHours} hours before they start. Court times can be cancelled free of charge up to ${courtHours} hours before the start of the booking.`,
    '### Tickets, series cards, gift cards and education',
    `These cannot be cancelled online: please contact reception. A gift card is valid for ${months} months from the date of purchase and cannot be exchanged for cash. Unused gift cards bought in the web shop have a 14-day right of withdrawal.`,
    '### How to cancel',
    'Log in and open **My account → Your orders → the order**, or follow the link in your order confirmation email (it works without an account, too). Choose the lines you want to cancel and where the money should go, and confirm. The cancelled time is free for others to book at once, and you’ll get a confirmation of the cancellation by email.',
    '### Refunds',
    '- Whatever you paid with a gift card always goes back to that gift card.\n- The rest goes back to the payment method you used, or, if you prefer, onto a new gift card that we email to you.',
    '### If we have to cancel',
    'If we have to cancel your booking, for example because of a technical fault or force majeure, we refund the full amount or offer you another date. The opening of the slopes and trails depends on snow conditions, and weather-related changes are not grounds for cancellation.',
  ),
  md(
    '## Avbokningsvillkor',
    'De här villkoren gäller bokningar som görs i Kuusirinne Resort Oy:s (FO-nummer 1234567-1) webbutik. Du kan själv avboka på nätet fram till avbokningstidens slut och får då hela priset tillbaka. Avbokningstiden för varje produkt visas på produktsidan, i varukorgen och i orderbekräftelsen, och en beställning följer de villkor som gällde när den köptes.',
    '### Boende',
    `- **Fri avbokning:** du kan avboka kostnadsfritt senast ${stayDays} dygn före ankomstdagen (till slutet av den dagen, finsk tid).\n- **Ej återbetalningsbart pris:** det billigare priset kan inte avbokas eller återbetalas.`,
    '### Kurser och läger',
    `Kurser och läger kan avbokas kostnadsfritt senast ${courseDays} dygn före den första kursdagen (till slutet av den dagen, finsk tid).`,
    '### Aktiviteter och bantider',
    `Aktiviteter som guidade turer och hyrutrustning kan avbokas kostnadsfritt senast ${activityHours} timmar före start. Bantider kan avbokas kostnadsfritt senast ${courtHours} timmar före bokningens start.`,
    '### Biljetter, seriekort, presentkort och utbildningar',
    `Dessa kan inte avbokas på nätet: kontakta receptionen. Ett presentkort gäller i ${months} månader från köpdagen och kan inte växlas in mot pengar. För oanvända presentkort som köpts i webbutiken gäller 14 dagars ångerrätt.`,
    '### Så avbokar du',
    'Logga in och öppna **Mitt konto → Dina beställningar → beställningen**, eller följ länken i e-postmeddelandet med orderbekräftelsen (den fungerar även utan konto). Välj de rader du vill avboka och vart pengarna ska gå, och bekräfta. Den avbokade tiden kan genast bokas av andra, och du får en bekräftelse på avbokningen per e-post.',
    '### Återbetalning',
    '- Det du betalade med presentkort går alltid tillbaka till samma presentkort.\n- Resten går tillbaka till det betalningssätt du använde, eller om du vill till ett nytt presentkort som vi skickar till dig per e-post.',
    '### Om vi måste avboka',
    'Om vi måste avboka din bokning till exempel på grund av ett tekniskt fel eller force majeure, betalar vi tillbaka hela beloppet eller erbjuder en annan tidpunkt. Öppnandet av backar och spår beror på snöläget, och väderrelaterade ändringar är inte skäl för avbokning.',
  ),
)

export const cancellationPolicyPage: SeedPage = {
  key: 'cancellationPolicy',
  contentType: 'page',
  path: loc('peruutusehdot', 'cancellation-policy', 'avbokningsvillkor'),
  entryName: 'Cancellation policy',
  pageTitle: loc('Peruutusehdot', 'Cancellation policy', 'Avbokningsvillkor'),
  metaText: loc(
    'Kuusirinne Resortin majoitusten, kurssien, aktiviteettien ja kenttävuorojen peruutusehdot ja rahojen palautus.',
    'Cancellation terms and refunds for accommodation, courses, activities and court times at Kuusirinne Resort.',
    'Avbokningsvillkor och återbetalning för boende, kurser, aktiviteter och bantider på Kuusirinne Resort.',
  ),
  body: [
    { blockType: 'wysiwygBlock', alignLeft: true, fontSize: 'normal', content: terms },
    {
      blockType: 'accordion',
      title: loc('Usein kysyttyä peruutuksista', 'Cancellation FAQ', 'Vanliga frågor om avbokning'),
      items: [
        {
          title: loc('Miten perun varaukseni?', 'How do I cancel my booking?', 'Hur avbokar jag?'),
          contents: loc(
            'Avaa tilaus kohdasta Omat tiedot → Tilauksesi tai tilausvahvistuksen sähköpostissa olevasta linkistä, valitse peruttavat rivit ja vahvista. Jos peruutusaika on jo päättynyt tai tuotetta ei voi perua verkossa, soita vastaanottoon numeroon +358 40 123 4567 tai lähetä viesti osoitteeseen info@kuusirinne.example. Kerro viestissä tilausnumerosi.',
            'Open the order under My account → Your orders, or from the link in your order confirmation email, choose the lines to cancel and confirm. If the deadline has passed or the product can’t be cancelled online, call reception on +358 40 123 4567 or email info@kuusirinne.example. Please include your order number.',
            'Öppna beställningen under Mitt konto → Dina beställningar eller via länken i e-postmeddelandet med orderbekräftelsen, välj de rader du vill avboka och bekräfta. Om avbokningstiden har gått ut eller produkten inte kan avbokas på nätet, ring receptionen på +358 40 123 4567 eller skicka e-post till info@kuusirinne.example. Uppge ditt ordernummer.',
          ),
        },
        {
          title: loc(
            'Voinko siirtää varauksen toiseen ajankohtaan?',
            'Can I move my booking to another date?',
            'Kan jag flytta bokningen till ett annat datum?',
          ),
          contents: loc(
            'Verkossa varausta ei voi siirtää, mutta peruutusajan sisällä voit perua sen ja varata uuden ajankohdan. Muissa tapauksissa ota yhteyttä vastaanottoon.',
            'Bookings can’t be moved online, but within the cancellation deadline you can cancel and book a new date. Otherwise, please contact reception.',
            'Bokningar kan inte flyttas på nätet, men inom avbokningstiden kan du avboka och boka ett nytt datum. Kontakta annars receptionen.',
          ),
        },
        {
          title: loc('Milloin saan rahat takaisin?', 'When will I get my refund?', 'När får jag pengarna tillbaka?'),
          contents: loc(
            'Palautus lähtee heti, kun perut. Maksutavalle palautettu raha näkyy tililläsi pankista riippuen 1–3 pankkipäivän kuluttua. Lahjakortille palautettu raha on käytettävissä heti.',
            'The refund starts as soon as you cancel. Money returned to your payment method shows in your account within 1–3 banking days, depending on your bank. Money returned to a gift card can be spent at once.',
            'Återbetalningen görs så fort du avbokar. Pengar som återbetalas till betalningssättet syns på ditt konto inom 1–3 bankdagar beroende på banken. Pengar som återbetalas till ett presentkort kan användas direkt.',
          ),
        },
        {
          title: loc('Entä jos rinteet eivät ole auki?', 'What if the slopes aren’t open?', 'Vad händer om backarna inte är öppna?'),
          contents: loc(
            'Jos ostamasi hissilippu ei ole käytettävissä, koska rinteet ovat kiinni, palautamme lipun hinnan tai hyvitämme sen lahjakorttina. Majoitusvarauksen ehdot pysyvät ennallaan.',
            'If the lift ticket you bought can’t be used because the slopes are closed, we refund the price or credit it as a gift card. The terms of your accommodation booking stay the same.',
            'Om liftkortet du köpt inte kan användas för att backarna är stängda, återbetalar vi priset eller krediterar det som presentkort. Villkoren för boendebokningen förblir oförändrade.',
          ),
        },
        {
          title: loc('Korvaako matkavakuutus peruutuksen?', 'Does travel insurance cover cancellations?', 'Ersätter reseförsäkringen en avbokning?'),
          contents: loc(
            'Moni kotimaan matkavakuutus korvaa peruutuskulut äkillisen sairastumisen vuoksi. Tarkista ehdot omasta vakuutusyhtiöstäsi – annamme tarvittaessa peruutuskuitin korvaushakemusta varten.',
            'Many travel insurance policies cover cancellation costs due to sudden illness. Check the terms with your insurer – we’re happy to provide a cancellation receipt for your claim.',
            'Många reseförsäkringar ersätter avbokningskostnader vid plötslig sjukdom. Kontrollera villkoren hos ditt försäkringsbolag – vi ger dig gärna ett avbokningskvitto för ansökan.',
          ),
        },
      ],
    },
  ],
}
