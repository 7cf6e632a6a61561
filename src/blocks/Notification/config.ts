import type { Block } from 'payload'
import { linkFields } from '@/fields/link'
import { select } from '@/fields/select'
import { l } from '@/i18n/admin/labels'

export const Notification: Block = {
  slug: 'notification',
  labels: { singular: l('Tiedote', 'Notice', 'Meddelande'), plural: l('Tiedote', 'Notice', 'Meddelande') },
  interfaceName: 'NotificationBlock',
  fields: [
    {
      name: 'message',
      type: 'textarea',
      required: true,
      validate: (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? true : 'cannot create notification: message is empty'),
    },
    select('type', ['success', 'info', 'warning', 'error']),
    { name: 'links', type: 'array', maxRows: 3, fields: linkFields() },
  ],
}
