/**
 * The accessibility statement (docs/forms.md#accessibility-feedback): what the site covers, how
 * well it meets WCAG 2.2 AA and what is known not to yet, how that was assessed, how to give
 * feedback (the form below it) and where to turn when our answer does not satisfy. The Act on the
 * Provision of Digital Services asks it of a web shop since the European Accessibility Act took
 * effect on 28 June 2025; since 2025 Traficom supervises it.
 */
import type { Loc, SeedPage } from './types'

const md = (...parts: string[]): string => parts.join('\n\n')
const loc = (fi: string, en: string, sv: string): Loc => ({ fi, en, sv })

/** When the statement was written and the site last assessed; staff update it with each review. */
const assessed = { fi: '27.11.2026', en: '27 November 2026', sv: '27.11.2026' }

const statement = loc(
  md(
    'Kuusirinne Resort Oy haluaa, että kaikki voivat käyttää sen verkkopalveluja. Tämä saavutettavuusseloste koskee Kuusirinne Resortin verkkosivustoa ja verkkokauppaa kaikilla kolmella kielellä (suomi, englanti ja ruotsi): sisältösivuja, majoituksen, kurssien, aktiviteettien, kenttävuorojen, lippujen ja lahjakorttien ostamista, kassaa, asiakastiliä, osakaspalvelua, tapahtumakalenteria, hakua ja aluekarttaa.',
    'Palvelua koskevat digitaalisten palvelujen tarjoamisesta annettu laki (306/2019) ja sen esteettömyysdirektiiviin perustuvat vaatimukset, joita sovelletaan verkkokauppoihin 28.6.2025 alkaen. Saavutettavuuden mittapuuna käytämme WCAG 2.2 -ohjeistuksen A- ja AA-tason vaatimuksia.',
    '## Saavutettavuuden tila',
    'Verkkopalvelu täyttää WCAG 2.2 AA -vaatimukset **osittain**. Sivuja voi käyttää näppäimistöllä ja ruudunlukijalla, lomakkeiden kentät ja virheilmoitukset on nimetty, kohteet ovat vähintään 24 pikselin kokoisia ja värikontrastit riittävät. Tiedämme kuitenkin seuraavista puutteista:',
    '- **Hinnasto PDF-tiedostona.** Ulkoisen palveluntarjoajan tuottama hinnasto-PDF ei ole saavutettava: siinä ei ole otsikkorakennetta eikä taulukoiden otsakkeita. Samat hinnat löytyvät saavutettavina tuotesivuilta ja verkkokaupasta, ja pyynnöstä lähetämme hinnaston sähköpostitse saavutettavassa muodossa. Korvaamme tiedoston saavutettavalla versiolla seuraavan hinnaston yhteydessä.\n- **Aluekartan pohjapiirros.** Kartan pohjakuvalla ei ole kattavaa tekstivastinetta; sen korvaa kartan alla oleva luettelo kohteista ja reittiohjeet.\n- **Upotetut videot.** Osassa YouTube-videoista ei ole tekstitystä kaikilla kolmella kielellä.\n- **Maksupalvelu.** Maksutavan valinta tapahtuu maksupalveluntarjoajan sivulla, jonka saavutettavuudesta vastaa palveluntarjoaja.',
    '## Miten saavutettavuus on arvioitu',
    `Saavutettavuus on arvioitu itsearviona: kävimme palvelun läpi näppäimistöllä ja ruudunlukijalla, 200 ja 400 prosentin zoomauksella sekä kapealla näytöllä. Lisäksi automaattiset testit tarkistavat jokaisen testeissä avattavan sivun axe-työkalulla WCAG 2.2 A- ja AA-vaatimuksia vasten jokaisen muutoksen yhteydessä. Seloste on laadittu ja palvelu arvioitu viimeksi ${assessed.fi}.`,
    '## Anna palautetta saavutettavuudesta',
    'Huomasitko saavutettavuuspuutteen, jota ei ole mainittu yllä, tai tarvitsetko sisältöä toisessa muodossa? Kerro siitä alla olevalla lomakkeella. Palaute menee henkilökunnallemme, ja vastaamme 14 päivän kuluessa.',
    '## Valvontaviranomainen',
    'Jos huomaat palvelussa saavutettavuusongelmia, anna ensin palautetta meille. Jos et ole tyytyväinen vastaukseen tai emme vastaa 14 päivän kuluessa, voit tehdä ilmoituksen valvontaviranomaiselle. Saavutettavuutta valvoo vuodesta 2025 alkaen Liikenne- ja viestintävirasto Traficom. Ohjeet ilmoituksen tekemiseen löydät osoitteesta [www.saavutettavuusvaatimukset.fi](https://www.saavutettavuusvaatimukset.fi).',
  ),
  md(
    'Kuusirinne Resort Oy wants everyone to be able to use its online services. This accessibility statement covers the Kuusirinne Resort website and web shop in all three languages (Finnish, English and Swedish): the content pages; buying accommodation, courses, activities, court times, tickets and gift cards; checkout; customer accounts; the homeowner service; the events calendar; search; and the resort map.',
    'The service is subject to the Finnish Act on the Provision of Digital Services (306/2019) and to the requirements based on the European Accessibility Act, which apply to web shops from 28 June 2025. We measure accessibility against the level A and AA success criteria of WCAG 2.2.',
    '## Compliance status',
    'The service **partially** meets WCAG 2.2 AA. The pages can be used with a keyboard and a screen reader, form fields and error messages are labelled, targets are at least 24 pixels in size and colour contrasts are sufficient. We know of the following gaps:',
    '- **Price list as a PDF.** The price list PDF produced by an external provider is not accessible: it has no heading structure and its tables have no headers. The same prices are available in accessible form on the product pages and in the web shop, and on request we send the price list by email in an accessible format. We will replace the file with an accessible version with the next price list.\n- **Resort map plan.** The map’s base image has no full text alternative; the list of places and the directions below the map stand in for it.\n- **Embedded videos.** Some YouTube videos do not have subtitles in all three languages.\n- **Payment service.** The payment method is chosen on the payment service provider’s page, whose accessibility is the provider’s responsibility.',
    '## How accessibility was assessed',
    `Accessibility was assessed by self-assessment: we went through the service with a keyboard and a screen reader, at 200 and 400 percent zoom and on a narrow screen. In addition, automated tests check every page the tests open with the axe tool against the WCAG 2.2 A and AA criteria with every change. This statement was written and the service last assessed on ${assessed.en}.`,
    '## Give feedback on accessibility',
    'Did you notice an accessibility problem not listed above, or do you need content in another format? Tell us with the form below. Your feedback goes to our staff, and we will answer within 14 days.',
    '## Supervisory authority',
    'If you notice accessibility problems in the service, please give us feedback first. If you are not satisfied with our answer, or we do not answer within 14 days, you can report the matter to the supervisory authority. Since 2025, accessibility has been supervised by the Finnish Transport and Communications Agency Traficom. You can find instructions for making a report at [www.saavutettavuusvaatimukset.fi](https://www.saavutettavuusvaatimukset.fi).',
  ),
  md(
    'Kuusirinne Resort Oy vill att alla ska kunna använda företagets webbtjänster. Detta tillgänglighetsutlåtande gäller Kuusirinne Resorts webbplats och webbutik på alla tre språk (finska, engelska och svenska): innehållssidorna, köp av boende, kurser, aktiviteter, bantider, biljetter och presentkort, kassan, kundkontot, delägartjänsten, evenemangskalendern, sökningen och kartan över området.',
    'Tjänsten omfattas av lagen om tillhandahållande av digitala tjänster (306/2019) och av de krav som bygger på tillgänglighetsdirektivet och som gäller webbutiker från och med den 28 juni 2025. Vi mäter tillgängligheten mot kriterierna på nivå A och AA i WCAG 2.2.',
    '## Tillgänglighetsstatus',
    'Tjänsten uppfyller **delvis** kraven i WCAG 2.2 AA. Sidorna kan användas med tangentbord och skärmläsare, formulärfälten och felmeddelandena är namngivna, klickytorna är minst 24 pixlar stora och färgkontrasterna är tillräckliga. Vi känner till följande brister:',
    '- **Prislistan som pdf.** Prislistan i pdf-format som en extern leverantör har tagit fram är inte tillgänglig: den saknar rubrikstruktur och tabellerna saknar rubriker. Samma priser finns i tillgänglig form på produktsidorna och i webbutiken, och på begäran skickar vi prislistan per e-post i tillgängligt format. Vi ersätter filen med en tillgänglig version i samband med nästa prislista.\n- **Kartans planritning.** Kartans bakgrundsbild saknar ett heltäckande textalternativ; listan över platser och vägbeskrivningen under kartan ersätter den.\n- **Inbäddade videor.** En del av YouTube-videorna saknar undertexter på alla tre språk.\n- **Betaltjänsten.** Betalsättet väljs på betaltjänstleverantörens sida, och leverantören ansvarar för dess tillgänglighet.',
    '## Hur tillgängligheten har bedömts',
    `Tillgängligheten har bedömts genom självutvärdering: vi gick igenom tjänsten med tangentbord och skärmläsare, med 200 och 400 procents zoomning och på en smal skärm. Dessutom kontrollerar automatiska tester varje sida som testerna öppnar med verktyget axe mot kriterierna på nivå A och AA i WCAG 2.2 vid varje ändring. Utlåtandet har upprättats och tjänsten senast bedömts den ${assessed.sv}.`,
    '## Ge respons om tillgängligheten',
    'Har du upptäckt en tillgänglighetsbrist som inte nämns ovan, eller behöver du innehåll i ett annat format? Berätta det med formuläret nedan. Responsen går till vår personal, och vi svarar inom 14 dagar.',
    '## Tillsynsmyndighet',
    'Om du upptäcker tillgänglighetsproblem i tjänsten, ge först respons till oss. Om du inte är nöjd med svaret eller om vi inte svarar inom 14 dagar kan du göra en anmälan till tillsynsmyndigheten. Sedan 2025 övervakas tillgängligheten av Transport- och kommunikationsverket Traficom. Anvisningar för hur du gör en anmälan finns på [www.saavutettavuusvaatimukset.fi](https://www.saavutettavuusvaatimukset.fi).',
  ),
)

export const accessibilityStatementPage: SeedPage = {
  key: 'accessibilityStatement',
  contentType: 'page',
  path: loc('saavutettavuusseloste', 'accessibility-statement', 'tillganglighetsutlatande'),
  entryName: 'Accessibility statement',
  pageTitle: loc('Saavutettavuusseloste', 'Accessibility statement', 'Tillgänglighetsutlåtande'),
  metaText: loc(
    'Kuusirinne Resortin verkkosivujen ja verkkokaupan saavutettavuusseloste ja palautelomake.',
    'The accessibility statement of the Kuusirinne Resort website and web shop, with a feedback form.',
    'Tillgänglighetsutlåtande för Kuusirinne Resorts webbplats och webbutik, med ett responsformulär.',
  ),
  body: [{ blockType: 'wysiwygBlock', alignLeft: true, fontSize: 'normal', content: statement }, { blockType: 'accessibilityFeedback' }],
}
