import type { CollectionConfig } from 'payload'
import { homeownerRolesField } from './homeownerRolesField'
import { isStaff } from '@/access'
import { adminGroups, l } from '@/i18n/admin/labels'

/**
 * Customer accounts (docs/content-model.md#user-profile, docs/roles.md). Not Payload auth users: customers sign in
 * through the storefront API with argon2id passwords (src/server/accounts), and staff accounts can
 * never be reached from there. Staff see and correct profiles here; the password hash stays hidden.
 */
export const Customers: CollectionConfig = {
  slug: 'customers',
  labels: { singular: l('Asiakas', 'Customer', 'Kund'), plural: l('Asiakkaat', 'Customers', 'Kunder') },
  admin: { useAsTitle: 'email', group: adminGroups.customers, defaultColumns: ['email', 'firstName', 'lastName', 'isEmailVerified', 'createdAt'] },
  access: { read: isStaff, create: () => false, update: isStaff, delete: isStaff },
  fields: [
    { name: 'email', type: 'email', label: l('Sähköposti', 'E-mail', 'E-post'), required: true, unique: true },
    { name: 'passwordHash', type: 'text', hidden: true, admin: { disabled: true } },
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', label: l('Etunimi', 'First name', 'Förnamn') },
        { name: 'lastName', type: 'text', label: l('Sukunimi', 'Last name', 'Efternamn') },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text', label: l('Matkapuhelin', 'Mobile phone', 'Mobiltelefon'), index: true },
        { name: 'address', type: 'text', label: l('Katuosoite', 'Street address', 'Gatuadress') },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'zip', type: 'text', label: l('Postinumero', 'Postal code', 'Postnummer') },
        { name: 'city', type: 'text', label: l('Postitoimipaikka', 'Town', 'Postort') },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'isEmailVerified', type: 'checkbox', label: l('Sähköposti vahvistettu', 'E-mail verified', 'E-post bekräftad'), defaultValue: false },
        {
          name: 'marketingStatus',
          type: 'checkbox',
          label: l('Uutiskirjesuostumus', 'Newsletter consent', 'Samtycke till nyhetsbrev'),
          defaultValue: false,
          // Consent comes only from the address owner (docs/accounts.md#newsletter-double-opt-in); staff end it under Newsletter subscriptions.
          admin: {
            readOnly: true,
            description: l(
              'Päällä, kun asiakas vahvistaa sähköpostin linkin; pois, kun hän (tai henkilökunta kohdassa Uutiskirjeen tilaukset) peruu tilauksen',
              'On when the customer confirms the mailed link, off when they (or staff, under Newsletter subscriptions) unsubscribe',
              'På när kunden bekräftar länken i e-posten, av när kunden (eller personalen, under Nyhetsbrevsprenumerationer) avslutar',
            ),
          },
        },
        {
          name: 'loyaltyMember',
          type: 'checkbox',
          label: l('Kanta-asiakas', 'Loyalty member', 'Stamkund'),
          defaultValue: false,
          admin: {
            description: l(
              'Kuusirinteen Ystävät -kanta-asiakasohjelma: jäsenhinnat kirjautuneena',
              'The Kuusirinne Friends loyalty programme: member prices when signed in',
              'Kuusirinnes Vänner-stamkundsprogrammet: medlemspriser när kunden är inloggad',
            ),
          },
        },
        {
          name: 'isHomeOwner',
          type: 'checkbox',
          label: l('Lomaosakkaan sivu', 'Homeowner page', 'Delägarens sida'),
          defaultValue: false,
          admin: {
            description: l(
              'Huoneistojen omistajat ja lisäkäyttäjät pääsevät sivulle joka tapauksessa; merkitse avataksesi sivun tilille ilman huoneistoa',
              'Owners and co-users of apartments are homeowners anyway; tick to open the homeowner page to an account without one',
              'Lägenheternas ägare och medanvändare kommer åt sidan ändå; kryssa i för att öppna sidan för ett konto utan lägenhet',
            ),
          },
        },
      ],
    },
    homeownerRolesField,
    {
      name: 'homeownerFeedVersion',
      type: 'number',
      label: l('Kalenterisyötteen versio', 'Calendar feed version', 'Kalenderflödets version'),
      defaultValue: 1,
      admin: {
        readOnly: true,
        description: l(
          'Kasvaa, kun omistaja uusii kalenterisyötteensä linkin; vanhat linkit lakkaavat toimimasta',
          'Raised when the owner renews their calendar feed link; older links stop working',
          'Ökar när ägaren förnyar länken till sitt kalenderflöde; äldre länkar slutar fungera',
        ),
      },
    },
    {
      name: 'hlxId',
      type: 'number',
      label: l('Asiakasrekisterin tunnus', 'Customer register id', 'Id i kundregistret'),
      defaultValue: -1,
      admin: {
        description: l(
          'Tunnus ulkoisessa asiakasrekisterissä; -1, jos ei ole',
          'Id in the external customer register; -1 when none',
          'Id i det externa kundregistret; -1 om det saknas',
        ),
      },
    },
  ],
}
