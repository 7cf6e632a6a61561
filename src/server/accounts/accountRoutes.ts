import 'server-only'
/**
 * The customer endpoints' three kinds: a plain account call (a body in), a session call (the refresh
 * cookie in) and a call for the signed-in customer (from the access cookie). All of them come only
 * from this site's pages: a forced sign-in from another site would fill checkout from the attacker's
 * account and save the victim's details into it. Services answer the cookies to set or clear.
 */
import type { NextRequest, NextResponse } from 'next/server'
import type { z } from 'zod'
import { env } from '@/server/env'
import { serviceRoute } from '@/server/http/serviceRoute'
import { readAccessToken } from './accessToken'
import { accountDeps, type AccountDeps, type AccountResult } from './accountDeps'
import { sessionLive } from './sessions'

const refreshCookie = 'refresh'

/** `signedIn` is the one cookie scripts may read; the others hold the sign-in itself. */
function setCookies(response: NextResponse, result: AccountResult<unknown>) {
  const secure = env().publicUrl.startsWith('https://')
  for (const c of result.cookies ?? []) {
    response.cookies.set({ name: c.name, value: c.value ?? '', maxAge: c.maxAge, httpOnly: c.name !== 'signedIn', sameSite: 'lax', secure, path: '/' })
  }
}

/** An account call: the body through its schema (`anyBody` when the service checks the form itself). */
export const accountRoute = <S extends z.ZodType, T>(body: S, service: (deps: AccountDeps, body: z.output<S>) => Promise<AccountResult<T>>) =>
  serviceRoute({ sameSiteOnly: true, body, deps: accountDeps, call: service, finish: setCookies })

/** A session call: the refresh cookie, when the browser sent one. */
export const sessionRoute = <T>(service: (deps: AccountDeps, refreshToken: string | undefined) => Promise<AccountResult<T>>) =>
  serviceRoute({
    sameSiteOnly: true,
    deps: (request) => ({ account: accountDeps(request), refreshToken: request.cookies.get(refreshCookie)?.value }),
    call: (deps) => service(deps.account, deps.refreshToken),
    finish: setCookies,
  })

/** The signed-in customer from the access cookie, while its sign-in lives on the server (else null). */
export async function customerDeps(request: NextRequest) {
  const deps = accountDeps(request)
  const claims = readAccessToken(request.cookies.get('access')?.value, deps.secret, deps.now)
  return { account: deps, customerId: claims && (await sessionLive(deps, claims.family)) ? claims.customerId : null }
}

/** A call for the signed-in customer; a body (`anyBody`) only for the methods that send one. */
export const customerRoute = <T, S extends z.ZodType = z.ZodUnknown>(
  service: (deps: AccountDeps, customerId: number | null, body: unknown) => Promise<AccountResult<T>>,
  body?: S,
) =>
  serviceRoute({
    sameSiteOnly: true,
    body,
    deps: customerDeps,
    call: (deps, input) => service(deps.account, deps.customerId, body ? input : null),
    finish: setCookies,
  })
