import type { CollectionConfig } from 'payload'
import { productKinds } from '@/domain/catalogue'
import { shortEnumName } from '@/fields/dbName'
import { accommodationFields, activityFields, courseFields, courtFields, educationFields, giftCardFields, passFields, ticketFields } from './productKindFields'
import { memberPriceFields } from './memberPriceFields'
import { catalogueCollection } from './shared'
import { adminGroups, l } from '@/i18n/admin/labels'

/** Everything the shop sells; the fields of each kind appear when the kind is chosen (docs/content-model.md#product-and-category). */
export const Products: CollectionConfig = {
  slug: 'products',
  labels: { singular: l('Tuote', 'Product', 'Produkt'), plural: l('Tuotteet', 'Products', 'Produkter') },
  admin: { useAsTitle: 'name', group: adminGroups.catalogue, defaultColumns: ['name', 'code', 'kind', 'erpStartingPrice'] },
  ...catalogueCollection,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'code', type: 'text', label: l('Tuotekoodi', 'Product code', 'Produktkod'), required: true, unique: true },
        { name: 'kind', type: 'select', required: true, enumName: shortEnumName('kind'), options: productKinds.map((k) => ({ label: k, value: k })) },
        {
          name: 'schema',
          type: 'text',
          label: l('Hinnoitteluperuste', 'Pricing basis', 'Prissättningsgrund'),
          admin: {
            description: l(
              'Miten tuote myydään, esim. ”Active hours” (tunneittain varattavat vuorot)',
              'How it is sold, e.g. “Active hours” (slots booked by the hour)',
              'Hur den säljs, t.ex. ”Active hours” (pass som bokas per timme)',
            ),
          },
        },
      ],
    },
    { name: 'name', type: 'text', label: l('Nimi', 'Name', 'Namn'), required: true, localized: true },
    { name: 'marketingName', type: 'text', label: l('Markkinointinimi', 'Marketing name', 'Marknadsföringsnamn'), localized: true },
    { name: 'shortDescription', type: 'textarea', label: l('Lyhyt kuvaus', 'Short description', 'Kort beskrivning'), localized: true },
    {
      name: 'description',
      type: 'textarea',
      label: l('Kuvaus', 'Description', 'Beskrivning'),
      localized: true,
      admin: {
        description: l(
          'Kappaleet erotetaan tyhjällä rivillä; ”- ” rivin alussa aloittaa luettelokohdan',
          'Paragraphs separated by a blank line; “- ” starts a bullet',
          'Stycken skiljs med en tom rad; ”- ” i början av raden inleder en punkt',
        ),
      },
    },
    {
      name: 'whatToBring',
      type: 'textarea',
      label: l('Mukaan otettavaa', 'What to bring', 'Att ta med'),
      localized: true,
      admin: {
        description: l(
          'Näkyy tilausvahvistuksessa ja sen sähköpostissa, esim. ”Uima-asu ja pyyhe”; tyhjä: ei mitään erityistä',
          'Shown on the order confirmation and its e-mail, e.g. “Swimwear and a towel”; empty: nothing in particular',
          'Visas på orderbekräftelsen och i dess e-post, t.ex. ”Badkläder och handduk”; tomt: inget särskilt',
        ),
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'mainImage', type: 'upload', relationTo: 'media' },
        { name: 'images', type: 'upload', relationTo: 'media', hasMany: true },
      ],
    },
    { name: 'categories', type: 'relationship', relationTo: 'categories', hasMany: true },
    {
      type: 'row',
      fields: [
        { name: 'taxClass', type: 'relationship', relationTo: 'tax-classes', required: true },
        { name: 'erpStartingPrice', type: 'number', min: 0, admin: { description: 'The "from" price on cards, euro cents' } },
        { name: 'page', type: 'relationship', relationTo: 'pages', admin: { description: 'The product page' } },
      ],
    },
    memberPriceFields,
    {
      name: 'filterValues',
      type: 'array',
      admin: { description: 'Category filter values of this product' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'filter', type: 'text', required: true },
            { name: 'value', type: 'text', required: true },
          ],
        },
      ],
    },
    {
      name: 'bundleMembers',
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'amount', type: 'number', min: 1, defaultValue: 1, required: true },
            { name: 'product', type: 'relationship', relationTo: 'products', required: true },
          ],
        },
      ],
    },
    { name: 'showUpsell', type: 'checkbox', defaultValue: false },
    {
      name: 'upsells',
      type: 'array',
      admin: { description: 'Suggested in the cart when this product is in it; the percentage comes off the suggested product then' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'product', type: 'relationship', relationTo: 'products', required: true },
            { name: 'discountPercentage', type: 'number', min: 0, max: 100, defaultValue: 0 },
          ],
        },
      ],
    },
    accommodationFields,
    courseFields,
    activityFields,
    courtFields,
    ticketFields,
    giftCardFields,
    educationFields,
    passFields,
  ],
}
