import 'server-only'
import { NextResponse } from 'next/server'
import { resultResponse } from './serviceRoute'
import type { ServiceResult } from './serviceResult'

/** A text file a service answers (a calendar feed, a CSV statement) instead of JSON. */
export type TextFile = { body: string; contentType: string; filename: string }

/** The file as the response, or the refusal as the usual JSON error; private files are never stored. */
export function fileResponse(result: ServiceResult<TextFile>, disposition: 'attachment' | 'inline', cacheControl = 'private, no-store'): NextResponse {
  if (!result.ok) return resultResponse(result)
  return new NextResponse(result.value.body, {
    headers: {
      'content-type': result.value.contentType,
      'content-disposition': `${disposition}; filename="${result.value.filename}"`,
      'cache-control': cacheControl,
    },
  })
}
