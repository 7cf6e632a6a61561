import 'server-only'
import type { Locale } from '@/domain/locale'
import { renderTerminalError, renderTerminalLost, renderTerminalPage } from './terminalPage'
import { terminalActions, type TerminalAction, type TestTerminal } from './testTerminal'

export type TerminalAnswer = { status: 200 | 400 | 404; html: string } | { status: 303; location: string }

/** How long the terminal waits for the shop's callback before sending the browser back anyway. */
export const callbackTimeoutMs = 3000

const isAction = (value: unknown): value is TerminalAction => typeof value === 'string' && Object.hasOwn(terminalActions, value)

/** GET: the terminal page for a valid token. `terminal` is null when another provider is configured. */
export function showTerminal(terminal: TestTerminal | null, token: string | null, fallback: Locale): TerminalAnswer {
  if (!terminal) return { status: 404, html: renderTerminalError(fallback, 'unavailable') }
  const reading = terminal.readTicket(token)
  if (!reading.ok) return { status: 400, html: renderTerminalError(reading.reason === 'expired' ? reading.language : fallback, 'invalid') }
  return { status: 200, html: renderTerminalPage(reading.ticket, token ?? '') }
}

/**
 * POST: ends the payment as the pressed button says. Like Paytrail, the server-to-server callback
 * goes first, so the order is settled even when the buyer closes the tab before the redirect;
 * a callback that fails or hangs does not keep the buyer waiting, the browser's return settles it.
 */
export async function submitTerminal(
  terminal: TestTerminal | null,
  token: unknown,
  action: unknown,
  fallback: Locale,
  waitMs = callbackTimeoutMs,
): Promise<TerminalAnswer> {
  if (!terminal) return { status: 404, html: renderTerminalError(fallback, 'unavailable') }
  const reading = terminal.readTicket(typeof token === 'string' ? token : null)
  if (!reading.ok || !isAction(action)) {
    return { status: 400, html: renderTerminalError(!reading.ok && reading.reason === 'expired' ? reading.language : fallback, 'invalid') }
  }
  const finished = await terminal.finish(reading.ticket, action)
  if ('lost' in finished) return { status: 200, html: renderTerminalLost(reading.ticket.language) }
  const { location, callback } = finished
  try {
    await fetch(callback, { signal: AbortSignal.timeout(waitMs), redirect: 'manual', cache: 'no-store' })
  } catch (error) {
    console.warn('[test-terminal] callback failed', callback.split('?')[0], error instanceof Error ? error.message : error)
  }
  return { status: 303, location }
}
