import 'server-only'
import type { NextRequest } from 'next/server'
import { localeFromIso, type Locale } from '@/domain/locale'

/** The request's language: the `locale` query of vm-view/v1 paths, else the `x-locale` header (default fi-FI). */
export function requestLocale(request: NextRequest): Locale {
  return localeFromIso(request.nextUrl.searchParams.get('locale') ?? request.headers.get('x-locale'))
}

export function queryObject(request: NextRequest): Record<string, string> {
  return Object.fromEntries(request.nextUrl.searchParams.entries())
}

/**
 * The JSON body, or undefined when it is not JSON (the schema then reports it). A NUL character,
 * written out or escaped, counts as not JSON: PostgreSQL refuses it in any text, which would turn a
 * malformed request into a server error.
 */
export async function jsonBody(request: Request): Promise<unknown> {
  try {
    const text = await request.text()
    if (text.includes('\u0000') || /\\u0000/i.test(text)) return undefined
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}
