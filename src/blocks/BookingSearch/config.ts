import type { Block } from 'payload'
import { l } from '@/i18n/admin/labels'

/**
 * The quick booking search (docs/shop.md#searching-from-the-landing-page): dates, persons and what
 * (a stay, a course, an activity or a court) in one compact form that opens the right listing with the
 * search filled in. Meant for the landing page's first screen.
 */
export const BookingSearch: Block = {
  slug: 'bookingSearch',
  labels: { singular: l('Varaushaku', 'Booking search', 'Bokningssökning'), plural: l('Varaushaku', 'Booking search', 'Bokningssökning') },
  interfaceName: 'BookingSearchBlock',
  fields: [
    {
      name: 'title',
      type: 'text',
      label: l('Otsikko', 'Title', 'Rubrik'),
      admin: {
        description: l(
          'Näytetään haun yläpuolella; tyhjä: "Löydä lomasi"',
          'Shown above the form; empty: "Find your holiday"',
          'Visas ovanför sökningen; tom: "Hitta din semester"',
        ),
      },
    },
  ],
}
