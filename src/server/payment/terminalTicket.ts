import 'server-only'
import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { locales, type Locale } from '@/domain/locale'

/**
 * What the test terminal needs to finish a payment, carried in its own URL as a signed token, so
 * the terminal keeps no state and any app process can serve it.
 */
export type TerminalTicket = {
  stamp: string
  providerId: string
  amount: number
  orderNumber: string
  language: Locale
  successUrl: string
  cancelUrl: string
  callbackUrl: string
  /** Epoch milliseconds. */
  issuedAt: number
}

export type TicketReading = { ok: true; ticket: TerminalTicket } | { ok: false; reason: 'invalid' } | { ok: false; reason: 'expired'; language: Locale }

/** A payment page left open longer than this is refused; the order's hold has long expired by then. */
export const ticketLifetimeMs = 60 * 60 * 1000

const ticketShape = z.object({
  stamp: z.string().min(1),
  providerId: z.string().min(1),
  amount: z.number().int().min(0),
  orderNumber: z.string(),
  language: z.enum(locales),
  successUrl: z.url(),
  cancelUrl: z.url(),
  callbackUrl: z.url(),
  issuedAt: z.number().int(),
})

const mac = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest()

export function signTicket(key: Buffer, ticket: TerminalTicket): string {
  const body = Buffer.from(JSON.stringify(ticket)).toString('base64url')
  return `${body}.${mac(key, body).toString('base64url')}`
}

export function readTicket(key: Buffer, token: string | null | undefined, now: number): TicketReading {
  const [body, signature, extra] = (token ?? '').split('.')
  if (!body || !signature || extra !== undefined) return { ok: false, reason: 'invalid' }
  const given = Buffer.from(signature, 'base64url')
  const expected = mac(key, body)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' }
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return { ok: false, reason: 'invalid' }
  }
  const ticket = ticketShape.safeParse(parsed)
  if (!ticket.success) return { ok: false, reason: 'invalid' }
  if (now - ticket.data.issuedAt > ticketLifetimeMs) return { ok: false, reason: 'expired', language: ticket.data.language }
  return { ok: true, ticket: ticket.data }
}
