import 'server-only'
/**
 * The unsubscribe address of the newsletter mails (docs/accounts.md#unsubscribing). A POST whose
 * form body is `List-Unsubscribe=One-Click` unsubscribes at once (RFC 8058: the mail app's button,
 * with no cookie or page); a GET only sends the browser on to the page with the button, because mail
 * scanners open every link they find.
 */
import { NextResponse } from 'next/server'
import { env } from '@/server/env'
import { unsubscribeQuery } from '@/server/http/newsletterSchemas'
import { requestLocale } from '@/server/http/request'
import { resultResponse, serviceRoute } from '@/server/http/serviceRoute'
import { accountDeps } from './accountDeps'
import { unsubscribeByLink } from './newsletterService'
import { unsubscribePagePath } from './unsubscribeLink'

async function oneClickBody(request: Request): Promise<boolean> {
  try {
    return (await request.formData()).get('List-Unsubscribe') === 'One-Click'
  } catch {
    return false
  }
}

export const oneClickUnsubscribe = serviceRoute({
  query: unsubscribeQuery,
  deps: async (request) => ({ account: accountDeps(request), oneClick: await oneClickBody(request) }),
  call: (deps, input) =>
    deps.oneClick ? unsubscribeByLink(deps.account, input) : { ok: false as const, status: 400 as const, message: 'List-Unsubscribe=One-Click expected' },
})

export const unsubscribePage = serviceRoute({
  query: unsubscribeQuery,
  deps: (request) => requestLocale(request),
  call: (locale, input) => ({
    ok: true as const,
    value: `${env().publicUrl}${unsubscribePagePath(locale)}?${new URLSearchParams({ email: input.email, token: input.token })}`,
  }),
  answer: (result) => (result.ok ? NextResponse.redirect(result.value, 303) : resultResponse(result)),
})
