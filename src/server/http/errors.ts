import 'server-only'
import { NextResponse } from 'next/server'
import type { z } from 'zod'

/** The storefront API's error envelope (docs/messages.md#the-error-body): `{ status, message, extendedErrorCode? }`. */
export type ApiError = { status: number; message: string; extendedErrorCode?: number; errors?: { field: string; message: string }[] }

export function errorResponse(error: ApiError): NextResponse<ApiError> {
  return NextResponse.json(error, { status: error.status, headers: { 'cache-control': 'no-store' } })
}

export function badRequest(issues: z.core.$ZodIssue[]): NextResponse<ApiError> {
  const errors = issues.map((i) => ({ field: i.path.join('.') || '(request)', message: i.message }))
  return errorResponse({ status: 400, message: errors.map((e) => `${e.field}: ${e.message}`).join('; '), errors })
}

/** Runs a handler and answers unexpected failures with a JSON 500 instead of an HTML page. */
export async function withErrorEnvelope(handler: () => Promise<Response>): Promise<Response> {
  try {
    return await handler()
  } catch (error) {
    console.error('[storefront api]', error)
    return errorResponse({ status: 500, message: 'Internal server error' })
  }
}
