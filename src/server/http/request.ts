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
