import type { Block } from 'payload'
import { l } from '@/i18n/admin/labels'

/**
 * Events (docs/events.md#the-events-block): the whole calendar with its month and list views and
 * filters (the events page), or the next few events with a link to the events page.
 */
export const Events: Block = {
  slug: 'events',
  labels: { singular: l('Tapahtumalista', 'Event list', 'Evenemangslista'), plural: l('Tapahtumalista', 'Event list', 'Evenemangslista') },
  interfaceName: 'EventsBlock',
  fields: [
    { name: 'title', type: 'text' },
    {
      name: 'mode',
      type: 'select',
      required: true,
      defaultValue: 'upcoming',
      options: [
        { label: 'The next events', value: 'upcoming' },
        { label: 'Calendar: month and list, with filters', value: 'calendar' },
      ],
    },
    { name: 'limit', type: 'number', min: 1, max: 24, defaultValue: 4, admin: { condition: (_, s) => s?.mode === 'upcoming' } },
    { name: 'tags', type: 'relationship', relationTo: 'tags', hasMany: true, admin: { description: 'Only events of these topics; empty: all' } },
  ],
}
