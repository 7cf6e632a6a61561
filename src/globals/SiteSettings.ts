import type { GlobalConfig } from 'payload'
import { anyone, isStaff } from '@/access'
import { locales } from '@/domain/locale'
import { linkFields } from '@/fields/link'
import { revalidateGlobal } from '@/hooks/revalidate'
import { cacheTags } from '@/server/cacheTags'
import { adminGroups, l } from '@/i18n/admin/labels'

/** Locales with their domains, brands, site-wide alerts and the maintenance switch. */
export const SiteSettings: GlobalConfig = {
  slug: 'siteSettings',
  label: l('Sivuston asetukset', 'Site settings', 'Webbplatsens inställningar'),
  admin: { group: adminGroups.layout },
  access: { read: anyone, update: isStaff },
  fields: [
    {
      name: 'locales',
      type: 'array',
      label: l('Kielet ja verkkotunnukset', 'Languages and domains', 'Språk och domäner'),
      dbName: 'locale_entries', // 'site_settings_locales' is the table of the global's localized fields
      admin: {
        description: l(
          'Tähän annettu verkkotunnus näyttää kielensä ilman kielitunnusta osoitteessa (esim. en.kuusirinne.example).',
          'A domain here serves its language without a path prefix (locale by domain).',
          'En domän här visar sitt språk utan språkprefix i adressen (t.ex. sv.kuusirinne.example).',
        ),
      },
      fields: [
        {
          name: 'code',
          type: 'select',
          label: l('Kieli', 'Language', 'Språk'),
          required: true,
          options: locales.map((code) => ({ label: code, value: code })),
        },
        {
          name: 'domain',
          type: 'text',
          label: l('Verkkotunnus', 'Domain', 'Domän'),
          admin: {
            description: l('Palvelimen nimi, esim. www.kuusirinne.example', 'Host name, e.g. www.kuusirinne.example', 'Värdnamn, t.ex. www.kuusirinne.example'),
          },
        },
        {
          name: 'iso',
          type: 'text',
          label: l('Kielikoodi', 'Language code', 'Språkkod'),
          required: true,
          admin: {
            description: l(
              'Esim. fi-FI: päivämäärien ja hintojen muoto',
              'E.g. en-GB: how dates and prices are written',
              'T.ex. sv-FI: hur datum och priser skrivs',
            ),
          },
        },
        { name: 'accountHubUrl', type: 'text', label: l('Asiakastilin osoite', 'Account hub address', 'Kontots adress') },
      ],
    },
    {
      name: 'brands',
      type: 'array',
      label: l('Brändit', 'Brands', 'Varumärken'),
      admin: {
        description: l(
          'Ensimmäinen on sivuston oma: sen logo näkyy tilausvahvistuksissa',
          'The first is the site’s own: its logo shows on order confirmations',
          'Det första är webbplatsens eget: dess logotyp visas på orderbekräftelser',
        ),
      },
      fields: [
        { name: 'name', type: 'text', label: l('Nimi', 'Name', 'Namn'), required: true },
        { name: 'logo', type: 'upload', label: l('Logo', 'Logo', 'Logotyp'), relationTo: 'media' },
      ],
    },
    {
      name: 'alerts',
      type: 'array',
      label: l('Tiedotteet', 'Alerts', 'Meddelanden'),
      localized: true,
      admin: {
        description: l(
          'Koko sivuston tiedotteet, jotka kävijä voi sulkea, kielittäin; käytä samaa tunnusta kaikilla kielillä',
          'Site-wide notices visitors can dismiss, per language; keep the same alert id in every language',
          'Meddelanden på hela webbplatsen som besökaren kan stänga, per språk; använd samma id på alla språk',
        ),
      },
      fields: [
        { name: 'alertId', type: 'text', label: l('Tunnus', 'Alert id', 'Id'), required: true },
        { name: 'active', type: 'checkbox', label: l('Näkyvissä', 'Shown', 'Visas'), defaultValue: true },
        { name: 'message', type: 'textarea', label: l('Viesti', 'Message', 'Meddelande'), required: true },
        { name: 'hasLink', type: 'checkbox', label: l('Linkki', 'Has a link', 'Länk'), defaultValue: false },
        {
          name: 'link',
          type: 'group',
          label: l('Linkki', 'Link', 'Länk'),
          fields: linkFields(),
          admin: { condition: (_: unknown, s: { hasLink?: boolean }) => Boolean(s?.hasLink) },
        },
      ],
    },
    {
      name: 'seller',
      type: 'group',
      label: l('Myyjä ja yhteystiedot', 'Seller and contact', 'Säljare och kontakt'),
      admin: {
        description: l(
          'Näkyy tilausvahvistuksissa ja kuiteissa, ja hakukoneille kerrotaan näillä tiedoilla, missä lomakeskus on',
          'Shown on order confirmations and receipts, and tells search engines where the resort is',
          'Visas på orderbekräftelser och kvitton, och berättar för sökmotorer var anläggningen finns',
        ),
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', label: l('Yrityksen nimi', 'Company name', 'Företagets namn') },
            {
              name: 'businessId',
              type: 'text',
              label: l('Y-tunnus', 'Business ID', 'FO-nummer'),
              admin: { description: l('Esim. 1234567-1', 'Y-tunnus, e.g. 1234567-1', 'T.ex. 1234567-1') },
            },
          ],
        },
        {
          name: 'address',
          type: 'text',
          label: l('Osoite', 'Address', 'Adress'),
          admin: {
            description: l(
              'Katu, postinumero ja paikkakunta pilkuin',
              'Street, postal code and town, with commas',
              'Gata, postnummer och ort, med kommatecken',
            ),
          },
        },
        {
          type: 'row',
          fields: [
            { name: 'phone', type: 'text', label: l('Puhelin', 'Telephone', 'Telefon') },
            { name: 'email', type: 'email', label: l('Sähköposti', 'E-mail', 'E-post') },
          ],
        },
        {
          name: 'mapUrl',
          type: 'text',
          label: l('Karttalinkki', 'Map link', 'Kartlänk'),
          admin: {
            description: l(
              'Linkki lomakeskukseen karttapalvelussa (reittiohjeet); näkyy osoitteen kanssa tilausvahvistuksissa',
              'Link to the resort on a map service (directions), shown with the address on order confirmations',
              'Länk till anläggningen på en karttjänst (vägbeskrivning); visas med adressen på orderbekräftelser',
            ),
          },
          validate: (value: unknown) => value == null || value === '' || /^https:\/\//.test(String(value)) || 'Use an https:// address',
        },
        {
          type: 'row',
          fields: [
            {
              name: 'latitude',
              type: 'number',
              label: l('Leveysaste', 'Latitude', 'Latitud'),
              min: -90,
              max: 90,
              admin: { step: 0.000001, description: l('Esim. 61.6834 (WGS 84)', 'E.g. 61.6834 (WGS 84)', 'T.ex. 61.6834 (WGS 84)') },
            },
            {
              name: 'longitude',
              type: 'number',
              label: l('Pituusaste', 'Longitude', 'Longitud'),
              min: -180,
              max: 180,
              admin: { step: 0.000001, description: l('Esim. 27.2721 (WGS 84)', 'E.g. 27.2721 (WGS 84)', 'T.ex. 27.2721 (WGS 84)') },
            },
          ],
        },
      ],
    },
    {
      name: 'forms',
      type: 'group',
      label: l('Lomakkeet', 'Forms', 'Formulär'),
      admin: { description: l('Minne kävijöiden lomakkeet toimitetaan', 'Where visitor forms are delivered', 'Vart besökarnas formulär skickas') },
      fields: [
        {
          name: 'feedbackEmail',
          type: 'email',
          label: l('Saavutettavuuspalautteen osoite', 'Accessibility feedback address', 'Adress för respons om tillgänglighet'),
          admin: {
            description: l(
              'Henkilökunnan osoite, johon saavutettavuuspalaute lähetetään (se tallentuu myös kohtaan Asiakkaat → Saavutettavuuspalautteet)',
              'Staff address that receives accessibility feedback (it is stored under Customers → Accessibility feedback too)',
              'Personalens adress som tar emot respons om tillgänglighet (den sparas också under Kunder → Respons om tillgänglighet)',
            ),
          },
        },
      ],
    },
    {
      name: 'consent',
      type: 'group',
      label: l('Evästeet', 'Cookies', 'Kakor'),
      admin: { description: l('Evästesuostumus ja tagienhallinta', 'Cookie consent and the tag manager', 'Samtycke till kakor och tagghanteraren') },
      fields: [
        {
          name: 'policyVersion',
          type: 'number',
          label: l('Evästekäytännön versio', 'Cookie policy version', 'Kakpolicyns version'),
          required: true,
          defaultValue: 1,
          min: 1,
          admin: {
            description: l(
              'Nosta, kun evästekäytäntö muuttuu: jokaiselta kävijältä kysytään uudelleen',
              'Raise it when the cookie policy changes: every visitor is asked again',
              'Höj den när kakpolicyn ändras: varje besökare tillfrågas på nytt',
            ),
          },
        },
        {
          name: 'tagManagerId',
          type: 'text',
          label: l('Google Tag Manager -tunnus', 'Google Tag Manager id', 'Google Tag Manager-id'),
          admin: {
            description: l(
              'Säilön tunnus, esim. GTM-ABC1234; tyhjä: ei tagienhallintaa. Latautuu vasta analytiikka- tai markkinointisuostumuksen jälkeen',
              'Container id, e.g. GTM-ABC1234; empty: no tag manager. Loads only after analytics or marketing consent',
              'Behållarens id, t.ex. GTM-ABC1234; tomt: ingen tagghanterare. Laddas först efter samtycke till analys eller marknadsföring',
            ),
          },
          validate: (value: unknown) => value == null || value === '' || /^GTM-[A-Z0-9]{4,12}$/.test(String(value)) || 'A container id looks like GTM-ABC1234',
        },
      ],
    },
    {
      name: 'maintenance',
      type: 'checkbox',
      label: l('Verkkokauppa huoltotilassa', 'Online store in maintenance', 'Webbutiken under underhåll'),
      defaultValue: false,
      admin: {
        description: l(
          'Näyttää jokaisella sivulla ilmoituksen, ettei verkkokauppa ole hetkeen käytettävissä, eikä tilauksia oteta vastaan',
          'Shows a notice on every page that the online store is temporarily unavailable, and takes no orders',
          'Visar ett meddelande på varje sida om att webbutiken tillfälligt inte är tillgänglig, och tar inte emot beställningar',
        ),
      },
    },
  ],
  hooks: { afterChange: [revalidateGlobal(cacheTags.settings, cacheTags.layout)] },
}
