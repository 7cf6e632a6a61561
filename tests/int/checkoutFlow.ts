/** Steps of a purchase as a browser makes them, for the checkout integration tests. */
import { randomInt } from 'node:crypto'
import { baseUrl, postJson } from './helpers'

export const secondBaseUrl = process.env.TEST_SECOND_BASE_URL ?? ''

export type Item = { productCode: string; metadata: Record<string, unknown> }
export const contact = {
  firstName: 'Aino',
  lastName: 'Virtanen',
  email: 'aino.virtanen@example.com',
  phoneNumber: '+358401234567',
  address: 'Rinnetie 5',
  zipCode: '99999',
  city: 'Kuusirinne',
}

const adult = (firstName: string, lastName = 'Virtanen') => ({ type: 'adult', firstName, lastName })

/** A day far enough ahead to be bookable in every test run, distinct per test to keep tests apart. */
export function futureDay(offsetDays: number): string {
  const day = new Date(Date.now() + offsetDays * 86_400_000)
  return day.toISOString().slice(0, 10)
}

export function stay(productCode: string, from: string, to: string, names = ['Aino', 'Olli']): Item {
  return { productCode, metadata: { amount: 1, dates: { from, to }, variation: 'freeCancellation', guests: names.map((n) => adult(n)) } }
}

/** The first free start of an activity on a day, as a cart line for one adult. */
export async function activity(productCode: string, day: string, base = baseUrl): Promise<Item> {
  const { body } = await postJson('/proxy/vm-view/v2/product/availability', { productCode, filter: { dates: { from: day } } }, { 'x-locale': 'fi-FI' }, base)
  const slot = (body as { items: { start: string; available: boolean }[] }).items.find((i) => i.available)
  if (!slot) throw new Error(`${productCode} has no free slot on ${day}`)
  return { productCode, metadata: { amount: 1, dates: { from: day, to: day }, dateTime: slot.start, guests: [adult('Aino')] } }
}

/**
 * A buyer of their own for every order unless a test says otherwise: unpaid orders are limited per
 * contact e-mail, so orders of unrelated tests must not count against each other.
 */
export const buyer = () => ({ ...contact, email: `buyer.${Date.now()}.${randomInt(1e9)}@example.com` })

export function submitBody(items: Item[], extra: Record<string, unknown> = {}, base = baseUrl) {
  return { redirectBaseUrl: base, paymentTerminalLanguage: 'fi', items, contactDetails: buyer(), termsAccepted: true, ...extra }
}

export type Submitted = { paymentTerminalUrl: string; orderNumber: string; transactionId: string }

export async function submit(items: Item[], extra: Record<string, unknown> = {}, base = baseUrl) {
  return postJson('/proxy/vm-shopping/v2/order/submit', submitBody(items, extra, base), { 'x-locale': 'fi-FI' }, base)
}

/** Opens the payment terminal as a browser does, through the shop (which then holds the cart for the payment); answers the terminal's address. */
export async function openTerminal(paymentTerminalUrl: string): Promise<string> {
  const response = await fetch(paymentTerminalUrl, { redirect: 'manual' })
  if (response.status !== 303) throw new Error(`opening the terminal answered ${response.status}`)
  return response.headers.get('location') ?? ''
}

type TerminalAction = 'pay' | 'cancel' | 'fail' | 'timeout' | 'payLost'

/** Opens the test terminal and presses one of its buttons; answers where the terminal sends the browser (nowhere when the return is lost). */
export async function terminal(paymentTerminalUrl: string, action: TerminalAction): Promise<string> {
  return press(await openTerminal(paymentTerminalUrl), action)
}

/** Presses a button on a test terminal page already open. */
export async function press(terminalUrl: string, action: TerminalAction): Promise<string> {
  const token = new URL(terminalUrl).searchParams.get('token') ?? ''
  const response = await fetch(`${baseUrl}/proxy/test-terminal`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, action }).toString(),
    redirect: 'manual',
  })
  if (action === 'payLost') return response.status === 200 ? '' : Promise.reject(new Error(`the terminal answered ${response.status}`))
  if (response.status !== 303) throw new Error(`the terminal answered ${response.status}`)
  return response.headers.get('location') ?? ''
}

/** Opens the return URL as the browser would and answers the page's HTML. */
export async function openReturn(location: string): Promise<{ status: number; html: string }> {
  const response = await fetch(location, { headers: { 'accept-language': 'fi' } })
  return { status: response.status, html: await response.text() }
}
