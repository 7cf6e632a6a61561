import type { Block } from 'payload'
import { linkFields } from '@/fields/link'
import { select } from '@/fields/select'

export const Notification: Block = {
  slug: 'notification',
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
