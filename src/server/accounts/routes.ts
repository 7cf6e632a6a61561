import 'server-only'
/** The customer endpoints of spec §7 as route handlers (each route file re-exports one). */
import type { NextRequest } from 'next/server'
import { withErrorEnvelope } from '@/server/http/errors'
import { accountExists, login, logout, refresh, register, resendCode, verifyEmail } from './authService'
import { accountCall, bodies, sessionCall, withBody } from './handlers'

const route = (handler: (request: NextRequest) => Promise<Response>) => (request: NextRequest) => withErrorEnvelope(() => handler(request))

export const existsRoute = route((r) => accountCall(r, withBody(bodies.email, accountExists)))
export const registerRoute = route((r) => accountCall(r, register))
export const verifyRoute = route((r) => accountCall(r, withBody(bodies.code, verifyEmail)))
export const resendRoute = route((r) => accountCall(r, withBody(bodies.email, resendCode)))
export const loginRoute = route((r) => accountCall(r, login))
export const refreshRoute = route((r) => sessionCall(r, refresh))
export const logoutRoute = route((r) => sessionCall(r, logout))
