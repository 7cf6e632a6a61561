/**
 * The tables the stores write, with the columns they write, and the few they read by name outside
 * Payload (the site settings, and Payload's own array and relationship columns). The stores build
 * their INSERT, UPDATE and such SELECT column lists from here, so the compiler refuses a column that
 * is not listed (tables.test.ts keeps literal INSERT and UPDATE out of the stores);
 * tests/int/storeSchema.test.ts checks every listed table and column against the migrated schema of
 * both databases, so a migration or a Payload upgrade that renames one fails a test, not an order.
 */

export type Table<C extends string = string> = { readonly name: string; readonly columns: readonly C[] }

const table = <const C extends string>(name: string, columns: readonly C[]): Table<C> => ({ name, columns })

/**
 * Payload's own columns in the table it keeps for an array field: a row's place in the array and
 * the document it belongs to. They are Payload's internals, not fields of ours, so a Payload upgrade
 * may rename them without any change in our collections: they are named here and nowhere else.
 */
export const arrayRow = { order: '_order', parent: '_parent_id' } as const

const arrayTable = <const C extends string>(name: string, columns: readonly C[]) => table(name, [arrayRow.order, arrayRow.parent, ...columns])

/**
 * Payload's own columns in the table it keeps for a collection's relationship fields: one row per
 * link, from the document (`parent_id`) to a document of another collection (`<collection>_id`),
 * with the field's name in `path`. Internals of Payload too, named here only.
 */
export const relsRow = { parent: 'parent_id', path: 'path' } as const
export const relsTarget = <const T extends string>(collection: T) => `${collection}_id` as const

const relsTable = <const T extends string>(name: string, target: T) => table(name, [relsRow.parent, relsRow.path, relsTarget(target)])

export const allocations = table('allocations', ['id', 'resource', 'slot', 'product_code', 'ref', 'expires_at'])

export const orders = table('orders', [
  'id',
  'order_number',
  'status',
  'locale',
  'hold_expires_at',
  'hold_ref',
  'held_slots',
  'terms_accepted_at',
  'client_key',
  'browser_ref',
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'address',
  'zip_code',
  'city',
  'additional_information',
  'marketing',
  'promo_code',
  'total_with_tax',
  'total_without_tax',
  'tax_amount',
  'discount',
  'gift_card_total',
  'vat',
  'payment_method',
  'updated_at',
  'created_at',
])

/** The order's lines: Payload's array table of the Orders collection's `lines` field. */
export const orderLines = arrayTable('order_lines', [
  'id',
  'product_code',
  'title',
  'type',
  'from',
  'to',
  'date_time',
  'quantity',
  'unit_price',
  'discount',
  'total',
  'tax_basis_points',
  'rate_plan',
  'cancel_policy',
  'cancel_until',
  'cancelled_at',
  'refunded',
  'guests',
  'metadata',
  'allocations',
])

export const orderEvents = table('order_events', ['id', 'order_id', 'type', 'from_status', 'to_status', 'data', 'updated_at', 'created_at'])

export const payments = table('payments', [
  'id',
  'order_id',
  'stamp',
  'provider',
  'provider_id',
  'status',
  'amount',
  'method',
  'terminal_url',
  'terminal_opened_at',
  'raw_return',
  'checked_at',
  'updated_at',
  'created_at',
])

export const discountCodes = table('discount_codes', ['id', 'code', 'active', 'kind', 'value', 'valid_from', 'valid_to', 'max_uses', 'used_count'])

/** Which products a discount code is limited to: Payload's relationship table of the Discount codes collection. */
export const discountCodeProducts = relsTable('discount_codes_rels', 'products')

export const giftCards = table('gift_cards', [
  'id',
  'code',
  'value',
  'balance',
  'valid_until',
  'origin',
  'order_id',
  'buyer_email',
  'recipient_name',
  'recipient_email',
  'message',
  'design_id',
  'updated_at',
  'created_at',
])

export const giftCardEntries = table('gift_card_entries', [
  'id',
  'card_id',
  'kind',
  'amount',
  'state',
  'order_id',
  'reason',
  'staff_id',
  'updated_at',
  'created_at',
])

export const refunds = table('refunds', [
  'id',
  'order_id',
  'amount',
  'destination',
  'state',
  'payment_id',
  'card_id',
  'idempotency_key',
  'attempt',
  'provider_stamp',
  'provider_refund_id',
  'lines',
  'requested_by',
  'staff_id',
  'reason',
  'error',
  'updated_at',
  'created_at',
])

export const customers = table('customers', [
  'id',
  'hlx_id',
  'email',
  'phone',
  'password_hash',
  'first_name',
  'last_name',
  'address',
  'zip',
  'city',
  'is_email_verified',
  'marketing_status',
  'loyalty_member',
  'is_home_owner',
  'homeowner_feed_version',
  'updated_at',
  'created_at',
])

export const customerCodes = table('customer_codes', [
  'id',
  'customer_id',
  'purpose',
  'code_hash',
  'expires_at',
  'used_at',
  'failed_attempts',
  'updated_at',
  'created_at',
])

export const customerSessions = table('customer_sessions', [
  'id',
  'customer_id',
  'token_hash',
  'family',
  'expires_at',
  'used_at',
  'revoked_at',
  'updated_at',
  'created_at',
])

export const newsletterSubscriptions = table('newsletter_subscriptions', [
  'id',
  'email',
  'first_name',
  'last_name',
  'locale',
  'company',
  'status',
  'source',
  'token_hash',
  'token_expires_at',
  'requested_at',
  'consent_at',
  'unsubscribed_at',
  'updated_at',
  'created_at',
])

export const rateLimits = table('rate_limits', ['id', 'key', 'window', 'hits', 'updated_at', 'created_at'])

export const siteSettings = table('site_settings', [
  'seller_name',
  'seller_business_id',
  'seller_address',
  'seller_map_url',
  'maintenance',
  'forms_feedback_email',
])

/** The brands: Payload's array table of the Site settings' brands (the first is the site's own). */
export const siteBrands = arrayTable('site_settings_brands', ['name', 'logo_id'])

/** The locale domains: Payload's array table of the Site settings' locale entries. */
export const localeEntries = arrayTable('locale_entries', ['domain'])

export const testTerminalPayments = table('test_terminal_payments', ['provider_id', 'stamp', 'amount', 'status', 'updated_at', 'created_at'])

export const accessibilityFeedback = table('accessibility_feedback', ['id', 'name', 'email', 'feedback', 'locale', 'page_url', 'updated_at', 'created_at'])

export const apartments = table('apartments', [
  'id',
  'name',
  'unit_id',
  'owner_id',
  'agreement',
  'agreement_from',
  'agreement_to',
  'revenue_share_percent',
  'updated_at',
])

/** An apartment's own access periods: Payload's array table of the Apartments collection's `ownPeriods` field. */
export const apartmentOwnPeriods = arrayTable('apartments_own_periods', ['from', 'to', 'slot_days'])

export const homeownerReservations = table('homeowner_reservations', [
  'id',
  'apartment_id',
  'kind',
  'from',
  'to',
  'slot_id',
  'created_by_id',
  'guests',
  'first_name',
  'last_name',
  'email',
  'phone',
  'additional_info',
  'send_copy',
  'updated_at',
  'created_at',
])

export const homeownerReleases = table('homeowner_releases', ['id', 'apartment_id', 'from', 'to', 'created_by_id', 'updated_at', 'created_at'])

export const homeownerCoUsers = table('homeowner_co_users', ['id', 'apartment_id', 'email', 'rights', 'updated_at', 'created_at'])

/** Every table above, for the schema test. */
export const storeTables: Table[] = [
  allocations,
  orders,
  orderLines,
  orderEvents,
  payments,
  discountCodes,
  discountCodeProducts,
  giftCards,
  giftCardEntries,
  refunds,
  customers,
  customerCodes,
  customerSessions,
  newsletterSubscriptions,
  rateLimits,
  siteSettings,
  siteBrands,
  localeEntries,
  testTerminalPayments,
  accessibilityFeedback,
  apartments,
  apartmentOwnPeriods,
  homeownerReservations,
  homeownerReleases,
  homeownerCoUsers,
]

/** `?, ?, …` for an `IN (…)` list of n values. */
export const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ')

// Every column is quoted: some are SQL keywords ("from", "to", "window").
const quoted = (column: string) => `"${column}"`

/** `SELECT "a", "b" FROM table` for the named columns. */
export function selectFrom<C extends string>(t: Table<C>, columns: readonly C[]): string {
  return `SELECT ${columns.map(quoted).join(', ')} FROM ${t.name}`
}

/** `INSERT INTO table ("a", "b") VALUES (?, ?)`; the values are bound in the order of `columns`. */
export function insertInto<C extends string>(t: Table<C>, columns: readonly C[]): string {
  return `INSERT INTO ${t.name} (${columns.map(quoted).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`
}

/**
 * `UPDATE table SET "a" = ?, "b" = ?`; the values are bound in the order of the columns. A column
 * given with an SQL expression (`{ used_count: 'used_count - 1' }`) is set to it instead.
 */
export function update<C extends string>(t: Table<C>, set: readonly C[] | Partial<Record<C, string>>): string {
  const pairs: [string, string][] = Array.isArray(set) ? (set as readonly C[]).map((c) => [c, '?']) : (Object.entries(set) as [string, string][])
  return `UPDATE ${t.name} SET ${pairs.map(([c, value]) => `${quoted(c)} = ${value}`).join(', ')}`
}
