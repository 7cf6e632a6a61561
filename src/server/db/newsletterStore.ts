import 'server-only'
/**
 * Newsletter subscriptions with double opt-in: a request is `pending` until the address owner
 * confirms it (the mailed link, or verifying the account it was asked for at registration); only
 * then is consent recorded and the customer's marketing status turned on.
 */
import { marketingOnByEmail } from './customerStore'
import { str } from './rows'
import type { SqlTx } from './sqlPort'
import { insertInto, newsletterSubscriptions, update } from './tables'

export type SubscriptionRequest = { email: string; firstName: string; lastName: string; locale: string; source: 'newsletter' | 'registration' }
export type SubscriptionToken = { hash: string; expiresAt: Date }

/**
 * Records a request; a confirmed subscription stays confirmed (a name given now is kept). The answer
 * is the subscription's status after the request.
 */
export async function requestSubscription(
  tx: SqlTx,
  request: SubscriptionRequest,
  token: SubscriptionToken | null,
  now: Date,
): Promise<'pending' | 'confirmed'> {
  const at = now.toISOString()
  const [row] = await tx.query<{ status: string }>(
    `${insertInto(newsletterSubscriptions, ['email', 'first_name', 'last_name', 'locale', 'status', 'source', 'token_hash', 'token_expires_at', 'requested_at', 'updated_at', 'created_at'])}
     ON CONFLICT (email) DO UPDATE SET
       first_name = CASE WHEN excluded.first_name <> '' THEN excluded.first_name ELSE newsletter_subscriptions.first_name END,
       last_name = CASE WHEN excluded.last_name <> '' THEN excluded.last_name ELSE newsletter_subscriptions.last_name END,
       locale = excluded.locale,
       source = CASE WHEN newsletter_subscriptions.status = 'pending' THEN excluded.source ELSE newsletter_subscriptions.source END,
       token_hash = CASE WHEN newsletter_subscriptions.status = 'pending' THEN excluded.token_hash ELSE NULL END,
       token_expires_at = CASE WHEN newsletter_subscriptions.status = 'pending' THEN excluded.token_expires_at ELSE NULL END,
       requested_at = excluded.requested_at, updated_at = excluded.updated_at
     RETURNING status`,
    [
      request.email,
      request.firstName,
      request.lastName,
      request.locale,
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

const confirming = { status: "'confirmed'", consent_at: '?', token_hash: 'NULL', token_expires_at: 'NULL', updated_at: '?' } as const

async function confirmed(tx: SqlTx, rows: { email: unknown }[], now: Date): Promise<string | null> {
  const email = rows[0] ? str(rows[0].email) : null
  if (email) await marketingOnByEmail(tx, email, now)
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

/** Whether the address has given its (confirmed) consent: a new account of it starts subscribed. */
export async function isSubscribed(tx: SqlTx, email: string): Promise<boolean> {
  const rows = await tx.query("SELECT id FROM newsletter_subscriptions WHERE email = ? AND status = 'confirmed'", [email])
  return rows.length > 0
}
