import 'server-only'
/** Glue between the customer routes and the account services: body, deps, cookies, status. */
import { NextResponse, type NextRequest } from 'next/server'
import { z } from 'zod'
import { newsletterSchema } from '@/domain/accounts/accountForms'
import { sql } from '@/server/db'
import { env } from '@/server/env'
import { clientKey } from '@/server/http/clientAddress'
import { errorResponse } from '@/server/http/errors'
import { requestLocale } from '@/server/http/request'
import { crossSite } from '@/server/http/siteOrigin'
import { jsonBody } from '@/server/http/shopSchemas'
import { sendMail } from '@/server/mail/sendMail'
import { readAccessToken } from './accessToken'
import { sessionLive } from './sessions'
import type { AccountDeps, AccountResult, CookieChange } from './accountDeps'

export const refreshCookie = 'refresh'

function accountDeps(request: NextRequest): AccountDeps {
  const settings = env()
  return {
    db: sql(),
    now: new Date(),
    secret: settings.PAYLOAD_SECRET,
    locale: requestLocale(request),
    siteUrl: settings.publicUrl,
    siteName: 'Kuusirinne Resort',
    sendMail,
    clientKey: clientKey(request.headers),
  }
}

function withCookies(response: NextResponse, cookies: CookieChange[] = []) {
  const secure = env().publicUrl.startsWith('https://')
  for (const c of cookies) {
    response.cookies.set({ name: c.name, value: c.value ?? '', maxAge: c.maxAge, httpOnly: c.name !== 'signedIn', sameSite: 'lax', secure, path: '/' })
  }
  return response
}

function answer<T>(result: AccountResult<T>): Response {
  if (!result.ok) {
    const { cookies, status, message, extendedErrorCode, errors } = result
    return withCookies(errorResponse({ status, message, ...(extendedErrorCode ? { extendedErrorCode } : {}), ...(errors ? { errors } : {}) }), cookies)
  }
  return withCookies(NextResponse.json(result.value, { status: result.status ?? 200, headers: { 'cache-control': 'no-store' } }), result.cookies)
}

/** Cookie-authenticated calls come only from this site's pages. */
const refusedCrossSite = () => errorResponse({ status: 403, message: 'Cross-site request refused' })

/**
 * A JSON call: the body (or `{}` when there is none) goes to the service; zod schemas guard what needs
 * one. Another site's page may not post here either: a forced sign-in would fill checkout from the
 * attacker's account and save the victim's details into it.
 */
export async function accountCall<T>(request: NextRequest, service: (deps: AccountDeps, body: unknown) => Promise<AccountResult<T>>): Promise<Response> {
  if (await crossSite(request)) return refusedCrossSite()
  const body = (await jsonBody(request)) ?? null
  return answer(await service(accountDeps(request), body))
}

export async function sessionCall<T>(request: NextRequest, service: (deps: AccountDeps, refreshToken: string | undefined) => Promise<AccountResult<T>>): Promise<Response> {
  if (await crossSite(request)) return refusedCrossSite()
  return answer(await service(accountDeps(request), request.cookies.get(refreshCookie)?.value))
}

/** A call for the signed-in customer (from the access cookie; null when signed out). */
export async function customerCall<T>(request: NextRequest, service: (deps: AccountDeps, customerId: number | null, body: unknown) => Promise<AccountResult<T>>): Promise<Response> {
  if (await crossSite(request)) return refusedCrossSite()
  const deps = accountDeps(request)
  const claims = readAccessToken(request.cookies.get('access')?.value, deps.secret, deps.now)
  const customerId = claims && (await sessionLive(deps, claims.family)) ? claims.customerId : null
  const body = request.method === 'GET' ? null : ((await jsonBody(request)) ?? null)
  return answer(await service(deps, customerId, body))
}

const emailBody = z.object({ email: z.string().trim().min(1, 'email').max(254, 'maxLength') })
/** A typed code comes with the e-mail it was sent to; the mailed link's token comes alone. */
const codeBody = z.object({ code: z.string().trim().min(1, 'required').max(64, 'maxLength'), email: emailBody.shape.email.optional() })

/** Wraps a service taking `{ email }` or `{ code }` so malformed bodies answer 400 with field errors. */
export function withBody<S extends z.ZodType, T>(schema: S, service: (deps: AccountDeps, body: z.output<S>) => Promise<AccountResult<T>>) {
  return async (deps: AccountDeps, body: unknown): Promise<AccountResult<T>> => {
    const parsed = schema.safeParse(body)
    if (!parsed.success) {
      const errors = parsed.error.issues.map((i) => ({ field: i.path.join('.') || '(request)', message: i.message }))
      return { ok: false, status: 400, message: errors.map((e) => `${e.field}: ${e.message}`).join('; '), errors }
    }
    return service(deps, parsed.data as z.output<S>)
  }
}

const password = z.string({ message: 'required' }).max(256, 'maxLength')
const token = z.string({ message: 'required' }).trim().min(1, 'required').max(128, 'maxLength')
const resetV2Body = z.object({ code: token, password })
const resetV1Body = z.object({ email: emailBody.shape.email, token, password })

const optional = (max: number) => z.string().trim().max(max, 'maxLength').default('')
const passwordlessBody = newsletterSchema.extend({ phone: optional(30), address: optional(200), zip: z.string().trim().regex(/^\d{0,10}$/, 'number').default(''), city: optional(100) })

const tokenBody = z.object({ token })

export const bodies = { email: emailBody, code: codeBody, token: tokenBody, resetV2: resetV2Body, resetV1: resetV1Body, newsletter: newsletterSchema, passwordless: passwordlessBody }
