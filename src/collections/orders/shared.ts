import type { Access } from 'payload'

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
