import 'server-only'
/** The customer endpoints of spec §7 as route handlers (each route file re-exports one). */
import type { NextRequest } from 'next/server'
import { withErrorEnvelope } from '@/server/http/errors'
import { accountExists, login, logout, refresh, register, resendCode, verifyEmail } from './authService'
import { accountCall, bodies, customerCall, sessionCall, withBody } from './handlers'
import { requestReset, resetPassword } from './passwordReset'
import { confirmNewsletter, registerWithoutPassword, subscribe } from './newsletterService'
import { changePassword, customerOrders, getProfile, putProfile } from './profileService'

const route = (handler: (request: NextRequest) => Promise<Response>) => (request: NextRequest) => withErrorEnvelope(() => handler(request))

export const existsRoute = route((r) => accountCall(r, withBody(bodies.email, accountExists)))
export const registerRoute = route((r) => accountCall(r, register))
export const verifyRoute = route((r) => accountCall(r, withBody(bodies.code, verifyEmail)))
export const resendRoute = route((r) => accountCall(r, withBody(bodies.email, resendCode)))
export const loginRoute = route((r) => accountCall(r, login))
export const refreshRoute = route((r) => sessionCall(r, refresh))
export const logoutRoute = route((r) => sessionCall(r, logout))
export const requestResetV2Route = route((r) => accountCall(r, withBody(bodies.email, (deps, body) => requestReset(deps, body, 'gcp'))))
export const requestResetV1Route = route((r) => accountCall(r, withBody(bodies.email, (deps, body) => requestReset(deps, body, 'legacy'))))
export const resetV2Route = route((r) => accountCall(r, withBody(bodies.resetV2, (deps, body) => resetPassword(deps, { token: body.code, password: body.password }))))
export const resetV1Route = route((r) => accountCall(r, withBody(bodies.resetV1, (deps, body) => resetPassword(deps, body))))
export const getProfileRoute = route((r) => customerCall(r, getProfile))
export const putProfileRoute = route((r) => customerCall(r, putProfile))
export const newsletterRoute = route((r) => accountCall(r, withBody(bodies.newsletter, subscribe)))
export const newsletterConfirmRoute = route((r) => accountCall(r, withBody(bodies.token, confirmNewsletter)))
export const passwordlessRoute = route((r) => accountCall(r, withBody(bodies.passwordless, registerWithoutPassword)))
export const changePasswordRoute = route((r) => customerCall(r, changePassword))
export const customerOrdersRoute = route((r) => customerCall(r, customerOrders))
