import type { CollectionConfig } from 'payload'
import { isStaff } from '@/access'
import { entryKinds, redemptionStates } from '@/domain/giftCards/ledger'
import { euroCents, serviceWritten } from './shared'
import { adminGroups, l } from '@/i18n/admin/labels'

/** The ledger of every gift card (docs/gift-cards.md#ledger), written only by the shop's services. */
export const GiftCardEntries: CollectionConfig = {
  slug: 'gift-card-entries',
  labels: {
    singular: l('Lahjakorttitapahtuma', 'Gift card entry', 'Presentkortshändelse'),
    plural: l('Lahjakorttitapahtumat', 'Gift card entries', 'Presentkortshändelser'),
  },
  admin: { useAsTitle: 'kind', group: adminGroups.orders, defaultColumns: ['card', 'kind', 'amount', 'state', 'order', 'reason', 'createdAt'] },
  access: { read: isStaff, ...serviceWritten },
  defaultSort: '-createdAt',
  fields: [
    { name: 'card', type: 'relationship', relationTo: 'gift-cards', required: true, index: true },
    {
      type: 'row',
      fields: [
        { name: 'kind', type: 'select', required: true, options: entryKinds.map((k) => ({ label: k, value: k })) },
        euroCents('amount', l('Summa', 'Amount', 'Belopp'), {
          description: l('+ kasvattaa saldoa, − vähentää sitä', '+ adds to the balance, − takes from it', '+ ökar saldot, − minskar det'),
        }),
        {
          name: 'state',
          type: 'select',
          options: redemptionStates.map((s) => ({ label: s, value: s })),
          admin: { description: 'Redemptions: held for an unpaid order, settled, or released' },
        },
      ],
    },
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true },
    { name: 'reason', type: 'text' },
    { name: 'staff', type: 'relationship', relationTo: 'users', admin: { description: 'Who made an adjustment' } },
  ],
}
