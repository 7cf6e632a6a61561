import type { NextRequest } from 'next/server'
import { localeFromIso } from '@/domain/locale'
import { testTerminal } from '@/server/payment'
import { showTerminal, submitTerminal, type TerminalAnswer } from '@/server/payment/terminalService'
import { methods } from '@/server/http/methods'

export const dynamic = 'force-dynamic'

function respond(answer: TerminalAnswer): Response {
  if (answer.status === 303) return new Response(null, { status: 303, headers: { location: answer.location, 'cache-control': 'no-store' } })
  return new Response(answer.html, {
    status: answer.status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // No scripts at all; the token in the address must not leak to other sites.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
      'referrer-policy': 'no-referrer',
      'x-robots-tag': 'noindex',
    },
  })
}

/** The language of an error page when the token cannot tell it: the visitor's remembered language. */
const fallbackLocale = (request: NextRequest) => localeFromIso(request.cookies.get('NEXT_LOCALE')?.value)

/** GET /proxy/test-terminal?token=…: the built-in test payment terminal (docs/checkout.md#payment). */
function get(request: NextRequest) {
  return respond(showTerminal(testTerminal(), request.nextUrl.searchParams.get('token'), fallbackLocale(request)))
}

/** POST /proxy/test-terminal (form: token, action): ends the payment and sends the browser back. */
async function post(request: NextRequest) {
  const form = await request.formData().catch(() => null)
  return respond(await submitTerminal(testTerminal(), form?.get('token'), form?.get('action'), fallbackLocale(request)))
}

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ GET: get, POST: post })
