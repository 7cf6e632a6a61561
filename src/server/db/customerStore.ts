import 'server-only'
/** Customers, their codes and refresh-token sessions in the tables of the Customers collections. */
import type { AccountView, CustomerProfile } from '@/domain/accounts/api'
import { bool, num, optStr, str } from './rows'
import type { SqlPort, SqlTx } from './sqlPort'
import { customerCodes, customers, customerSessions, insertInto, update } from './tables'

export type CustomerRow = CustomerProfile & {
  id: number
  passwordHash: string | null
  loyaltyMember: boolean
  isHomeOwner: boolean
  /** A newsletter request of the address waits for its owner to confirm the mailed link. */
  newsletterPending: boolean
}

function toCustomer(r: Record<string, unknown>): CustomerRow {
  return {
    id: num(r.id),
    hlxId: r.hlx_id === null || r.hlx_id === undefined ? -1 : num(r.hlx_id),
    email: str(r.email),
    passwordHash: optStr(r.password_hash),
    firstName: str(r.first_name),
    lastName: str(r.last_name),
    phone: str(r.phone),
    address: str(r.address),
    zip: str(r.zip),
    city: str(r.city),
    isEmailVerified: bool(r.is_email_verified),
    marketingStatus: bool(r.marketing_status),
    loyaltyMember: bool(r.loyalty_member),
    // Staff may flag an account; owners and co-users of apartments are homeowners anyway.
    isHomeOwner: bool(r.is_home_owner) || bool(r.has_apartments),
    newsletterPending: str(r.newsletter_status) === 'pending',
  }
}

export const profileOf = ({
  hlxId,
  firstName,
  lastName,
  email,
  phone,
  address,
  zip,
  city,
  isEmailVerified,
  marketingStatus,
}: CustomerRow): CustomerProfile => ({
  hlxId,
  firstName,
  lastName,
  email,
  phone,
  address,
  zip,
  city,
  isEmailVerified,
  marketingStatus,
})

export const accountViewOf = (c: CustomerRow): AccountView => ({
  ...profileOf(c),
  loyaltyMember: c.loyaltyMember,
  isHomeOwner: c.isHomeOwner,
  newsletterPending: c.newsletterPending,
})

/**
 * A customer row, whether the account owns an apartment or was invited to one (docs/homeowner.md#roles),
 * and the state of its address's newsletter subscription.
 */
const selectCustomer = `SELECT c.*, (EXISTS (SELECT 1 FROM apartments a WHERE a.owner_id = c.id)
    OR EXISTS (SELECT 1 FROM homeowner_co_users h WHERE LOWER(h.email) = c.email)) AS has_apartments,
    (SELECT n.status FROM newsletter_subscriptions n WHERE n.email = c.email) AS newsletter_status FROM customers c`

export async function customerByEmail(tx: SqlTx, email: string): Promise<CustomerRow | null> {
  const [r] = await tx.query(`${selectCustomer} WHERE c.email = ?`, [email.trim().toLowerCase()])
  return r ? toCustomer(r) : null
}

/** Whether another account already has this phone number (stored in international form). */
export async function phoneInUse(tx: SqlTx, phone: string): Promise<boolean> {
  if (phone === '') return false
  const rows = await tx.query('SELECT id FROM customers WHERE phone = ? LIMIT 1', [phone])
  return rows.length > 0
}

export async function customerById(tx: SqlTx, id: number): Promise<CustomerRow | null> {
  const [r] = await tx.query(`${selectCustomer} WHERE c.id = ?`, [id])
  return r ? toCustomer(r) : null
}

export type NewCustomer = { email: string; phone?: string; passwordHash: string | null; marketingStatus: boolean; loyaltyMember: boolean }

export async function insertCustomer(tx: SqlTx, c: NewCustomer, now: Date): Promise<number> {
  const at = now.toISOString()
  const [row] = await tx.query<{ id: number }>(
    // Flags go as parameters: PostgreSQL casts a parameter '0' to boolean, not a literal 0.
    `${insertInto(customers, ['email', 'phone', 'password_hash', 'is_email_verified', 'marketing_status', 'loyalty_member', 'is_home_owner', 'hlx_id', 'updated_at', 'created_at'])} RETURNING id`,
    [c.email.trim().toLowerCase(), c.phone ?? '', c.passwordHash, 0, c.marketingStatus ? 1 : 0, c.loyaltyMember ? 1 : 0, 0, -1, at, at],
  )
  return Number(row!.id)
}

export async function markVerified(tx: SqlTx, customerId: number, now: Date) {
  await tx.query(`${update(customers, ['is_email_verified', 'updated_at'])} WHERE id = ?`, [1, now.toISOString(), customerId])
}

/** A typed verification code (bound to its account), the verification link's token, a reset link's token. */
export type CodePurpose = 'verifyEmail' | 'verifyLink' | 'resetPassword'

export async function insertCode(tx: SqlTx, customerId: number, purpose: CodePurpose, codeHash: string, expiresAt: Date, now: Date) {
  const at = now.toISOString()
  await tx.query(insertInto(customerCodes, ['customer_id', 'purpose', 'code_hash', 'expires_at', 'updated_at', 'created_at']), [
    customerId,
    purpose,
    codeHash,
    expiresAt.toISOString(),
    at,
    at,
  ])
}

/** Uses a live code once: the customer it belongs to, or null when unknown, used or expired. */
export async function useCode(tx: SqlTx, purpose: CodePurpose, codeHash: string, now: Date): Promise<number | null> {
  const at = now.toISOString()
  const rows = await tx.query<{ customer_id: number }>(
    `${update(customerCodes, ['used_at', 'updated_at'])} WHERE code_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ? RETURNING customer_id`,
    [at, at, codeHash, purpose, at],
  )
  return rows[0] ? Number(rows[0].customer_id) : null
}

/**
 * A wrong typed code for the account: every live code of it counts the try, and one tried
 * `allowed` times is void.
 */
export async function wrongCodeTried(tx: SqlTx, customerId: number, allowed: number, now: Date) {
  const at = now.toISOString()
  await tx.query(
    `${update(customerCodes, { failed_attempts: 'COALESCE(failed_attempts, 0) + 1', used_at: 'CASE WHEN COALESCE(failed_attempts, 0) + 1 >= ? THEN ? ELSE used_at END', updated_at: '?' })}
     WHERE customer_id = ? AND purpose = 'verifyEmail' AND used_at IS NULL AND expires_at > ?`,
    [allowed, at, at, customerId, at],
  )
}

/** Uses up every live code of the purposes (the account is verified: its other codes have no job left). */
export async function voidCodes(tx: SqlTx, customerId: number, purposes: CodePurpose[], now: Date) {
  const at = now.toISOString()
  await tx.query(
    `${update(customerCodes, ['used_at', 'updated_at'])} WHERE customer_id = ? AND purpose IN (${purposes.map(() => '?').join(', ')}) AND used_at IS NULL`,
    [at, at, customerId, ...purposes],
  )
}

export async function insertSession(tx: SqlTx, customerId: number, tokenHash: string, family: string, expiresAt: Date, now: Date) {
  const at = now.toISOString()
  await tx.query(insertInto(customerSessions, ['customer_id', 'token_hash', 'family', 'expires_at', 'updated_at', 'created_at']), [
    customerId,
    tokenHash,
    family,
    expiresAt.toISOString(),
    at,
    at,
  ])
}

export type SessionRow = { id: number; customerId: number; family: string; expiresAt: string; usedAt: string | null; revokedAt: string | null }

export async function sessionByHash(tx: SqlTx, tokenHash: string): Promise<SessionRow | null> {
  const [r] = await tx.query('SELECT * FROM customer_sessions WHERE token_hash = ?', [tokenHash])
  if (!r) return null
  const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : optStr(v))
  return {
    id: num(r.id),
    customerId: num(r.customer_id),
    family: str(r.family),
    expiresAt: iso(r.expires_at) ?? '',
    usedAt: iso(r.used_at),
    revokedAt: iso(r.revoked_at),
  }
}

/** Marks a refresh token used; false when someone used it first (a replay). */
export async function useSession(tx: SqlTx, id: number, now: Date): Promise<boolean> {
  const rows = await tx.query(`${update(customerSessions, ['used_at', 'updated_at'])} WHERE id = ? AND used_at IS NULL AND revoked_at IS NULL RETURNING id`, [
    now.toISOString(),
    now.toISOString(),
    id,
  ])
  return rows.length === 1
}

/** Whether a session family has a token that is neither revoked nor expired. */
export async function familyLive(db: SqlPort, family: string, now: Date): Promise<boolean> {
  const rows = await db.query('SELECT id FROM customer_sessions WHERE family = ? AND revoked_at IS NULL AND expires_at > ? LIMIT 1', [
    family,
    now.toISOString(),
  ])
  return rows.length > 0
}

export async function revokeFamily(tx: SqlTx, family: string, now: Date) {
  await tx.query(`${update(customerSessions, ['revoked_at', 'updated_at'])} WHERE family = ? AND revoked_at IS NULL`, [
    now.toISOString(),
    now.toISOString(),
    family,
  ])
}

export async function revokeAllSessions(tx: SqlTx, customerId: number, now: Date) {
  await tx.query(`${update(customerSessions, ['revoked_at', 'updated_at'])} WHERE customer_id = ? AND revoked_at IS NULL`, [
    now.toISOString(),
    now.toISOString(),
    customerId,
  ])
}

export async function setPassword(tx: SqlTx, customerId: number, passwordHash: string, now: Date) {
  await tx.query(`${update(customers, ['password_hash', 'updated_at'])} WHERE id = ?`, [passwordHash, now.toISOString(), customerId])
}

export type ProfileChange = { firstName: string; lastName: string; phone: string; address: string; zip: string; city: string }

export async function updateProfile(tx: SqlTx, customerId: number, p: ProfileChange, now: Date) {
  await tx.query(`${update(customers, ['first_name', 'last_name', 'phone', 'address', 'zip', 'city', 'updated_at'])} WHERE id = ?`, [
    p.firstName,
    p.lastName,
    p.phone,
    p.address,
    p.zip,
    p.city,
    now.toISOString(),
    customerId,
  ])
}

/** Drops codes used or run out before `before`, and refresh tokens expired before it, inside the caller's transaction. */
export async function deleteSpentCodesAndSessions(tx: SqlTx, before: Date) {
  const at = before.toISOString()
  await tx.query('DELETE FROM customer_codes WHERE expires_at < ? OR used_at < ?', [at, at])
  await tx.query('DELETE FROM customer_sessions WHERE expires_at < ?', [at])
}

/**
 * Turns the marketing status of the customer with the e-mail on or off. Only the newsletter's
 * confirmation and unsubscribing call it (docs/accounts.md#newsletter-double-opt-in): consent is never set another way.
 */
export async function marketingByEmail(tx: SqlTx, email: string, on: boolean, now: Date) {
  await tx.query(`${update(customers, ['marketing_status', 'updated_at'])} WHERE email = ?`, [on ? 1 : 0, now.toISOString(), email])
}

/** Joins or leaves the loyalty programme at once: membership needs no confirmation. */
export async function setLoyaltyMember(tx: SqlTx, customerId: number, member: boolean, now: Date) {
  await tx.query(`${update(customers, ['loyalty_member', 'updated_at'])} WHERE id = ?`, [member ? 1 : 0, now.toISOString(), customerId])
}
