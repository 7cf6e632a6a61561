import { env } from '@/server/env'

/**
 * The time the shop serves a request at. Which activity times have passed is decided on the server,
 * so a browser test of "the activities shop in the evening" needs the server to stand at that hour.
 * Only a test server (TEST_CLOCK_HEADER=1) reads it from the `x-test-now` header; everywhere else, and
 * for a header that is not a time, it is now.
 */
export function requestNow(headers: Headers): Date {
  if (!env().TEST_CLOCK_HEADER) return new Date()
  const stated = Date.parse(headers.get('x-test-now') ?? '')
  return Number.isNaN(stated) ? new Date() : new Date(stated)
}
