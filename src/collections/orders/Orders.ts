import type { CollectionConfig } from 'payload'
import { isStaff } from '@/access'
import { ratePlanCodes, type RatePlanCode } from '@/domain/catalogue'
import { cancelPolicies, type CancelPolicy } from '@/domain/orders/cancellation'
import { orderStates } from '@/domain/orders/orderState'
import { adminGroups, l, orderStateWords, wordOptions, type AdminLabel } from '@/i18n/admin/labels'
import { euroCents, serviceWritten } from './shared'

const cents = (name: string, label: AdminLabel) => euroCents(name, label, { defaultValue: 0 })

const cancelPolicyWords: Record<CancelPolicy, AdminLabel> = {
  free: l('Maksuton peruutus', 'Free cancellation', 'Fri avbokning'),
  nonRefundable: l('Ei palautusta', 'Non-refundable', 'Ingen återbetalning'),
  notOnline: l('Peruutus vain lomakeskuksen kautta', 'Cancelled only by the resort', 'Avbokas bara via anläggningen'),
}

const ratePlanWords: Record<RatePlanCode, AdminLabel> = {
  freeCancellation: l('Maksuton peruutus', 'Free cancellation', 'Fri avbokning'),
  nonRefundable: l('Ei palautusta', 'Non-refundable', 'Ej återbetalningsbar'),
}

/** An order with its lines, prices and VAT as sold (snapshots, not references to today's catalogue). */
export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: { singular: l('Tilaus', 'Order', 'Beställning'), plural: l('Tilaukset', 'Orders', 'Beställningar') },
  admin: {
    useAsTitle: 'orderNumber',
    group: adminGroups.orders,
    defaultColumns: ['orderNumber', 'status', 'lastName', 'totalWithTax', 'createdAt'],
    description: l(
      'Verkkokaupan kirjoittamat tilaukset. Jos maksu saapuu vasta, kun tilaus on jo vanhentunut tai peruttu, tilaus on ”Palautettava”: palauta maksu tilauksen Palautus-osiosta.',
      'Written by the checkout. A payment that arrives after its order expired or was cancelled makes the order “Refund due”: send the money back from the order’s Refund section.',
      'Skrivs av kassan. En betalning som kommer efter att beställningen gått ut eller avbokats gör beställningen ”Ska återbetalas”: betala tillbaka i beställningens återbetalningsdel.',
    ),
  },
  access: { read: isStaff, ...serviceWritten },
  defaultSort: '-createdAt',
  fields: [
    { name: 'orderNumber', type: 'text', label: l('Tilausnumero', 'Order number', 'Beställningsnummer'), required: true, unique: true },
    {
      name: 'status',
      type: 'select',
      label: l('Tila', 'Status', 'Status'),
      required: true,
      index: true,
      enumName: 'enum_order_status',
      options: wordOptions(orderStates, orderStateWords),
    },
    { name: 'locale', type: 'text', label: l('Asiointikieli', 'Language of the customer', 'Kundens språk'), required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'holdExpiresAt',
          type: 'date',
          label: l('Varaus voimassa', 'Held until', 'Reserverad till'),
          index: true,
          admin: {
            description: l(
              'Tuotteet on pidetty varattuina tähän asti maksun odottaessa',
              'The products stay reserved until then while payment is pending',
              'Produkterna hålls reserverade till dess medan betalningen väntar',
            ),
          },
        },
        {
          name: 'holdRef',
          type: 'text',
          label: l('Varauksen tunniste', 'Hold reference', 'Reservationens referens'),
          index: true,
          admin: {
            description: l(
              'Tämän tilauksen varaamien ja myymien paikkojen tunniste',
              'Identifies the places held and sold for this order',
              'Identifierar platserna som reserverats och sålts för beställningen',
            ),
          },
        },
        {
          name: 'heldSlots',
          type: 'number',
          label: l('Varattuja paikkoja', 'Places held', 'Reserverade platser'),
          admin: {
            description: l(
              'Montako paikkaa varattiin; jos maksuhetkellä vähemmän, varaus ehti raueta',
              'How many places were held; fewer at payment means the hold had lapsed',
              'Hur många platser som reserverades; färre vid betalningen betyder att reservationen hann gå ut',
            ),
          },
        },
      ],
    },
    {
      name: 'termsAcceptedAt',
      type: 'date',
      label: l('Ehdot hyväksytty', 'Terms accepted', 'Villkoren godkända'),
      admin: {
        description: l(
          'Milloin asiakas hyväksyi varausehdot ja tietosuojaselosteen',
          'When the customer accepted the booking terms and the privacy notice',
          'När kunden godkände bokningsvillkoren och dataskyddsbeskrivningen',
        ),
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'clientKey',
          type: 'text',
          label: l('Tilaajan verkko', 'Network of the buyer', 'Köparens nätverk'),
          index: true,
          admin: {
            description: l(
              'Tunniste osoitteesta, josta tilaus tehtiin: maksamattomia tilauksia rajoitetaan sen mukaan',
              'Derived from the address that placed it: unpaid orders are limited per address',
              'Härlett ur adressen som beställningen gjordes från: obetalda beställningar begränsas per adress',
            ),
          },
        },
        {
          name: 'browserRef',
          type: 'text',
          label: l('Tilaajan selain', 'Browser of the buyer', 'Köparens webbläsare'),
          index: true,
          admin: {
            description: l(
              'Uusi tilaus samasta selaimesta korvaa sen maksamattoman tilauksen',
              'A new order from the same browser replaces its unpaid one',
              'En ny beställning från samma webbläsare ersätter dess obetalda',
            ),
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', label: l('Etunimi', 'First name', 'Förnamn'), required: true },
        { name: 'lastName', type: 'text', label: l('Sukunimi', 'Last name', 'Efternamn'), required: true },
        {
          name: 'email',
          type: 'email',
          label: l('Sähköposti', 'E-mail', 'E-post'),
          required: true,
          index: true,
          admin: {
            description: l(
              'Asiakas, jonka vahvistetulla tilillä on tämä sähköposti, näkee tilauksen Omilla sivuillaan',
              'A customer whose verified account has this e-mail sees the order in My account',
              'En kund vars verifierade konto har denna e-post ser beställningen på Mina sidor',
            ),
          },
        },
        { name: 'phoneNumber', type: 'text', label: l('Puhelin', 'Phone', 'Telefon'), required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'address', type: 'text', label: l('Osoite', 'Address', 'Adress') },
        { name: 'zipCode', type: 'text', label: l('Postinumero', 'Postcode', 'Postnummer') },
        { name: 'city', type: 'text', label: l('Postitoimipaikka', 'City', 'Ort') },
      ],
    },
    { name: 'additionalInformation', type: 'textarea', label: l('Lisätiedot', 'Additional information', 'Övrig information') },
    { name: 'marketing', type: 'checkbox', label: l('Markkinointilupa', 'Accepts marketing', 'Godkänner marknadsföring'), defaultValue: false },
    { name: 'promoCode', type: 'text', label: l('Alennuskoodi', 'Discount code', 'Rabattkod') },
    {
      type: 'row',
      fields: [
        cents('totalWithTax', l('Yhteensä (sis. alv)', 'Total (incl. VAT)', 'Totalt (inkl. moms)')),
        cents('totalWithoutTax', l('Veroton summa', 'Total without VAT', 'Summa utan moms')),
        cents('taxAmount', l('Arvonlisävero', 'VAT', 'Moms')),
        cents('discount', l('Alennus', 'Discount', 'Rabatt')),
      ],
    },
    {
      type: 'row',
      fields: [
        euroCents('giftCardTotal', l('Maksettu lahjakortilla', 'Paid with gift cards', 'Betalt med presentkort'), {
          defaultValue: 0,
          description: l(
            'Lahjakortti on maksutapa: rivien arvonlisävero ei muutu',
            'A gift card is a means of payment: the lines keep their VAT',
            'Ett presentkort är ett betalsätt: raderna behåller sin moms',
          ),
        }),
      ],
    },
    {
      name: 'vat',
      type: 'json',
      label: l('Arvonlisäverot', 'VAT by rate', 'Moms per sats'),
      admin: {
        description: l(
          'Verokannoittain: kanta (1/100 %), verollinen, veroton ja vero senteissä',
          'Per rate: rate (1/100 %), gross, net and tax in cents',
          'Per sats: sats (1/100 %), brutto, netto och moms i cent',
        ),
      },
    },
    { name: 'paymentMethod', type: 'text', label: l('Maksutapa', 'Payment method', 'Betalsätt') },
    {
      name: 'lines',
      type: 'array',
      label: l('Tilausrivit', 'Order lines', 'Beställningsrader'),
      labels: { singular: l('Rivi', 'Line', 'Rad'), plural: l('Rivit', 'Lines', 'Rader') },
      dbName: 'order_lines',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'productCode', type: 'text', label: l('Tuotekoodi', 'Product code', 'Produktkod'), required: true },
            { name: 'title', type: 'text', label: l('Tuote', 'Product', 'Produkt'), required: true },
            { name: 'type', type: 'text', label: l('Tuotelaji', 'Kind of product', 'Produkttyp'), required: true },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'from', type: 'text', label: l('Tulopäivä', 'Arrival', 'Ankomst') },
            { name: 'to', type: 'text', label: l('Lähtöpäivä', 'Departure', 'Avresa') },
            { name: 'dateTime', type: 'text', label: l('Aika', 'Time', 'Tid') },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'quantity', type: 'number', label: l('Määrä', 'Quantity', 'Antal'), required: true },
            cents('unitPrice', l('Yksikköhinta', 'Unit price', 'Styckpris')),
            cents('discount', l('Alennus', 'Discount', 'Rabatt')),
            cents('total', l('Yhteensä', 'Total', 'Totalt')),
            { name: 'taxBasisPoints', type: 'number', label: l('Alv-kanta (1/100 %)', 'VAT rate (1/100 %)', 'Momssats (1/100 %)'), required: true },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'ratePlan',
              type: 'select',
              label: l('Hintavaihtoehto', 'Rate', 'Prisalternativ'),
              options: wordOptions(ratePlanCodes, ratePlanWords),
              admin: { description: l('Majoituksen valittu hinta', 'The rate the stay was booked at', 'Det pris vistelsen bokades till') },
            },
            {
              name: 'cancelPolicy',
              type: 'select',
              label: l('Peruutusehto', 'Cancellation terms', 'Avbokningsvillkor'),
              options: wordOptions(cancelPolicies, cancelPolicyWords),
              admin: { description: l('Myyntihetken ehto', 'As sold', 'Som såld') },
            },
            {
              name: 'cancelUntil',
              type: 'date',
              label: l('Peruttavissa asti', 'Cancellable until', 'Avbokningsbar till'),
              admin: {
                description: l('Asiakas voi perua verkossa tähän asti', 'The customer may cancel online until then', 'Kunden kan avboka på nätet till dess'),
              },
            },
            { name: 'cancelledAt', type: 'date', label: l('Peruttu', 'Cancelled', 'Avbokad') },
            cents('refunded', l('Palautettu', 'Refunded', 'Återbetalt')),
          ],
        },
        { name: 'guests', type: 'json', label: l('Vieraat', 'Guests', 'Gäster') },
        { name: 'metadata', type: 'json', label: l('Lisätiedot', 'Details', 'Detaljer') },
        {
          name: 'allocations',
          type: 'json',
          label: l('Varatut paikat', 'Places held', 'Reserverade platser'),
          admin: {
            description: l(
              'Rivin varaamat paikat: vapautuvat myyntiin, kun rivi perutaan',
              'The places this line holds: back on sale when it is cancelled',
              'Platserna raden håller: tillbaka till försäljning när den avbokas',
            ),
          },
        },
      ],
    },
    // A ui field has no column: the panel calls the staff refund route (docs/refunds.md#staff).
    { name: 'refundPanel', type: 'ui', admin: { components: { Field: '/components/admin/RefundPanel#RefundPanel' } } },
    {
      name: 'refunds',
      type: 'join',
      label: l('Palautukset', 'Refunds', 'Återbetalningar'),
      collection: 'refunds',
      on: 'order',
      admin: { defaultColumns: ['amount', 'destination', 'state', 'reason', 'createdAt'] },
    },
    {
      name: 'giftCardEntries',
      type: 'join',
      label: l('Lahjakorttitapahtumat', 'Gift card entries', 'Presentkortshändelser'),
      collection: 'gift-card-entries',
      on: 'order',
      admin: { defaultColumns: ['card', 'kind', 'amount', 'state'] },
    },
  ],
}
