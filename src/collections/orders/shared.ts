import type { Access } from 'payload'
import type { AdminLabel } from '@/i18n/admin/labels'

/**
 * Orders, payments and their events are written only by the checkout services (inside database
 * transactions, with compare-and-swap status changes). Staff read them in the admin; nobody edits
 * them there, so the event log stays append-only and an order's money never changes by hand.
 */
export const serviceWritten: { create: Access; update: Access; delete: Access } = {
  create: () => false,
  update: () => false,
  delete: () => false,
}

/**
 * A whole number of euro cents that staff read as euros (docs/admin.md#money): the list column and
 * the edit view show "298,00 €". Only for service-written records, which staff never edit.
 */
export function euroCents(name: string, label: AdminLabel, options: { description?: AdminLabel; required?: boolean; defaultValue?: number } = {}) {
  const { description, required = true, defaultValue } = options
  return {
    name,
    type: 'number' as const,
    label,
    required,
    ...(defaultValue === undefined ? {} : { defaultValue }),
    admin: {
      ...(description ? { description } : {}),
      components: { Cell: '/components/admin/EuroCell#EuroCell', Field: '/components/admin/EuroField#EuroField' },
    },
  }
}
