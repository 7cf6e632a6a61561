/** Browser calls of the customer API (docs/api.md), in the visitor's language, answering ok or the error body. */
import type {
  AccountView,
  CustomerOrderSummary,
  ExistsResponse,
  LoginResponse,
  NewsletterRequest,
  RefreshResponse,
  VerifyResponse,
} from '@/domain/accounts/api'
import type { ResetService } from '@/domain/accounts/accountForms'
import { localeIso, type Locale } from '@/domain/locale'

/** The error body of docs/api.md#errors: `{ status, message, extendedErrorCode?, errors? }`. */
export type AccountError = { status: number; message?: string; extendedErrorCode?: unknown; errors?: { field: string; message: string }[] }
export type AccountAnswer<T> = { ok: true; value: T } | { ok: false; error: AccountError }

/** `keepalive`: the call may outlive the page (the ones sent as checkout leaves for the payment terminal). */
export type CallOptions = { keepalive?: boolean }

/** A call of the storefront API as the browser's visitor; the homeowner calls use it too. */
export async function apiCall<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  locale: Locale,
  body?: unknown,
  options: CallOptions = {},
): Promise<AccountAnswer<T>> {
  try {
    const response = await fetch(path, {
      method,
      headers: { 'x-locale': localeIso[locale], ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      keepalive: options.keepalive,
    })
    const json = (await response.json().catch(() => ({}))) as unknown
    if (response.ok) return { ok: true, value: json as T }
    return { ok: false, error: { ...(json as object), status: response.status } as AccountError }
  } catch {
    // Offline or the request was cut: the same as a server failure for the forms.
    return { ok: false, error: { status: 0 } }
  }
}

const call = apiCall

export const accountApi = {
  exists: (email: string, l: Locale) => call<ExistsResponse>('POST', '/proxy/api/v2/exists', l, { email }),
  login: (email: string, password: string, l: Locale) => call<LoginResponse>('POST', '/proxy/api/v2/login', l, { email, password }),
  register: (form: { email: string; phone: string; password: string; confirmPassword: string; optInNewsletter: boolean; friends: boolean }, l: Locale) =>
    call<Record<string, never>>('POST', '/proxy/vm-customer/v2/register', l, form),
  /** A typed code counts only with the e-mail it was sent to; a link's token goes alone. */
  verify: (code: string, email: string | null, l: Locale) =>
    call<VerifyResponse>('POST', '/proxy/vm-customer/v2/email/verify', l, email ? { code, email } : { code }),
  confirmNewsletter: (token: string, l: Locale) => call<{ confirmed: true }>('POST', '/proxy/vm-communication/v1/newsletter/confirm', l, { token }),
  resend: (email: string, l: Locale) => call<{ sent: true }>('POST', '/proxy/vm-customer/v2/email/resend', l, { email }),
  /** The page asks the current (gcp, v2) service; links of both services are answered at step 3. */
  requestReset: (email: string, l: Locale) => call<{ sent: true }>('POST', '/proxy/vm-customer/v2/password/request-reset', l, { email }),
  reset: (input: { service: ResetService; token: string; email: string; password: string }, l: Locale) =>
    input.service === 'gcp'
      ? call<{ reset: true }>('POST', '/proxy/vm-customer/v2/password/reset', l, { code: input.token, password: input.password })
      : call<{ reset: true }>('POST', '/proxy/vm-customer/v1/password/reset', l, { email: input.email, token: input.token, password: input.password }),
  user: (l: Locale) => call<AccountView>('GET', '/proxy/vm-customer/v2/user', l),
  saveUser: (
    profile: { firstName: string; lastName: string; email: string; phone: string; address: string; zip: string; city: string },
    l: Locale,
    o?: CallOptions,
  ) => call<AccountView>('PUT', '/proxy/vm-customer/v2/user', l, profile, o),
  /** The *My account* switches alone; the newsletter on only mails the confirmation link. */
  saveSwitches: (switches: { marketingStatus?: boolean; loyaltyMember?: boolean }, l: Locale) =>
    call<AccountView>('PUT', '/proxy/vm-customer/v2/user', l, switches),
  changePassword: (form: { currentPassword: string; newPassword: string; confirmPassword: string }, l: Locale) =>
    call<{ changed: true }>('PUT', '/proxy/vm-customer/v2/user/password', l, form),
  orders: (l: Locale) => call<{ orders: CustomerOrderSummary[] }>('GET', '/proxy/vm-customer/v2/orders', l),
  refresh: (l: Locale) => call<RefreshResponse>('GET', '/proxy/api/v2/refresh', l),
  /** docs/api.md#accounts: sign-out is both calls; the first one's failure is the one the visitor hears about. */
  logout: async (l: Locale) => {
    const answer = await call<{ loggedOut: true }>('POST', '/proxy/api/v2/logout', l, {})
    await call('GET', '/proxy/api/v1/logout', l)
    return answer
  },
  subscribe: (request: NewsletterRequest, l: Locale, o?: CallOptions) =>
    call<{ subscribed: true }>('POST', '/proxy/vm-communication/v1/newsletter/subscribe', l, request, o),
  registerWithoutPassword: (
    details: { email: string; firstName: string; lastName: string; phone: string; address: string; zip: string; city: string },
    l: Locale,
    o?: CallOptions,
  ) => call<Record<string, never>>('POST', '/proxy/vm-customer/v2/registerWithoutPassword', l, details, o),
}
