import 'server-only'
/**
 * Newsletter subscriptions with double opt-in (docs/accounts.md#newsletter-double-opt-in): a request
 * is `pending` until the address owner confirms it (the mailed link, or verifying the account it was
 * asked for at registration); only then is consent recorded and the customer's marketing status
 * turned on. Unsubscribing ends both at once.
 */
import type { Subscriber } from '@/domain/newsletter/subscribersCsv'
import { marketingByEmail } from './customerStore'
import { bool, str } from './rows'
import type { SqlPort, SqlTx } from './sqlPort'
import { insertInto, newsletterSubscriptions, selectFrom, update } from './tables'

/** Where the consent was given: a newsletter form (the page, the block, the footer), checkout, registration or *My account*. */
export const subscriptionSources = ['newsletter', 'checkout', 'registration', 'profile'] as const
export type SubscriptionSource = (typeof subscriptionSources)[number]

export type SubscriptionRequest = { email: string; firstName: string; lastName: string; locale: string; company: boolean; source: SubscriptionSource }
export type SubscriptionToken = { hash: string; expiresAt: Date }
export type SubscriptionStatus = 'pending' | 'confirmed' | 'unsubscribed'

/**
 * Records a request. A confirmed subscription stays as its owner confirmed it (a name given now is
 * kept); a pending or ended one starts over as pending with this request's choices and token. The
 * answer is the subscription's status after the request.
 */
export async function requestSubscription(
  tx: SqlTx,
  request: SubscriptionRequest,
  token: SubscriptionToken | null,
  now: Date,
): Promise<'pending' | 'confirmed'> {
  const at = now.toISOString()
  const kept = (column: string) => `CASE WHEN newsletter_subscriptions.status = 'confirmed' THEN newsletter_subscriptions.${column} ELSE excluded.${column} END`
  const [row] = await tx.query<{ status: string }>(
    `${insertInto(newsletterSubscriptions, ['email', 'first_name', 'last_name', 'locale', 'company', 'status', 'source', 'token_hash', 'token_expires_at', 'requested_at', 'updated_at', 'created_at'])}
     ON CONFLICT (email) DO UPDATE SET
       first_name = CASE WHEN excluded.first_name <> '' THEN excluded.first_name ELSE newsletter_subscriptions.first_name END,
       last_name = CASE WHEN excluded.last_name <> '' THEN excluded.last_name ELSE newsletter_subscriptions.last_name END,
       locale = excluded.locale,
       company = ${kept('company')},
       source = ${kept('source')},
       token_hash = ${kept('token_hash')},
       token_expires_at = ${kept('token_expires_at')},
       status = ${kept('status')},
       requested_at = excluded.requested_at, updated_at = excluded.updated_at
     RETURNING status`,
    [
      request.email,
      request.firstName,
      request.lastName,
      request.locale,
      // Flags go as parameters: PostgreSQL casts a parameter '0' to boolean, not a literal 0.
      request.company ? 1 : 0,
      'pending',
      request.source,
      token?.hash ?? null,
      token?.expiresAt.toISOString() ?? null,
      at,
      at,
      at,
    ],
  )
  return str(row?.status) === 'confirmed' ? 'confirmed' : 'pending'
}

const confirming = { status: "'confirmed'", consent_at: '?', unsubscribed_at: 'NULL', token_hash: 'NULL', token_expires_at: 'NULL', updated_at: '?' } as const

async function confirmed(tx: SqlTx, rows: { email: unknown }[], now: Date): Promise<string | null> {
  const email = rows[0] ? str(rows[0].email) : null
  if (email) await marketingByEmail(tx, email, true, now)
  return email
}

/** The mailed link: confirms the pending subscription it was sent for, once; the e-mail, or null. */
export async function confirmSubscription(tx: SqlTx, tokenHash: string, now: Date): Promise<string | null> {
  const at = now.toISOString()
  const rows = await tx.query<{ email: string }>(
    `${update(newsletterSubscriptions, confirming)}
     WHERE token_hash = ? AND status = 'pending' AND token_expires_at > ? RETURNING email`,
    [at, at, tokenHash, at],
  )
  return confirmed(tx, rows, now)
}

/**
 * Verifying an account confirms the opt-in made at its registration (the same address proved it
 * reads its mail), never a request someone else made for the address.
 */
export async function confirmRegistrationSubscription(tx: SqlTx, email: string, now: Date): Promise<void> {
  const at = now.toISOString()
  const rows = await tx.query<{ email: string }>(
    `${update(newsletterSubscriptions, confirming)}
     WHERE email = ? AND status = 'pending' AND source = 'registration' RETURNING email`,
    [at, at, email],
  )
  await confirmed(tx, rows, now)
}

/**
 * Ends the address's subscription, whatever its state (a pending request's link stops working), and
 * the marketing consent of its customer account, which may have none.
 */
export async function unsubscribe(tx: SqlTx, email: string, now: Date): Promise<void> {
  const at = now.toISOString()
  await tx.query(
    `${update(newsletterSubscriptions, { status: "'unsubscribed'", unsubscribed_at: '?', token_hash: 'NULL', token_expires_at: 'NULL', updated_at: '?' })}
     WHERE email = ? AND status <> 'unsubscribed'`,
    [at, at, email],
  )
  await marketingByEmail(tx, email, false, now)
}

/** The address's subscription status; null when it never asked for one. */
export async function subscriptionStatus(tx: SqlTx, email: string): Promise<SubscriptionStatus | null> {
  const [row] = await tx.query(`${selectFrom(newsletterSubscriptions, ['status'])} WHERE email = ?`, [email])
  return row ? (str(row.status) as SubscriptionStatus) : null
}

/** Whether the address has given its (confirmed) consent: a new account of it starts subscribed. */
export async function isSubscribed(tx: SqlTx, email: string): Promise<boolean> {
  return (await subscriptionStatus(tx, email)) === 'confirmed'
}

/** Everyone whose consent stands, in the order they gave it. */
export async function confirmedSubscribers(db: SqlPort): Promise<Subscriber[]> {
  const rows = await db.query(
    `${selectFrom(newsletterSubscriptions, ['email', 'first_name', 'last_name', 'locale', 'company', 'source', 'consent_at'])}
     WHERE status = 'confirmed' ORDER BY consent_at, id`,
  )
  return rows.map((r) => ({
    email: str(r.email),
    firstName: str(r.first_name),
    lastName: str(r.last_name),
    locale: str(r.locale),
    company: bool(r.company),
    source: str(r.source),
    consentAt: r.consent_at === null || r.consent_at === undefined ? null : new Date(r.consent_at as string | Date),
  }))
}
