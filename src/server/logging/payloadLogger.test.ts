import { APIError, Forbidden, NotFound, UnauthorizedError } from 'payload'
import { describe, expect, it, vi } from 'vitest'
import { payloadLoggerOptions } from './payloadLogger'

/** Calls the logger hook as pino does for `logger.error({ err })` (level 50), as Payload logs errors. */
function logAsError(err: unknown) {
  const logger = { info: vi.fn() }
  const method = vi.fn()
  const hook = payloadLoggerOptions('info').hooks?.logMethod
  hook?.call(logger as never, [{ err }] as never, method, 50)
  return { info: logger.info, error: method }
}

/** What the production build makes of Payload's error classes: their names are minified away. */
const minified = <E extends Error>(err: E): E => Object.assign(err, { name: 'T' })

describe('payloadLoggerOptions', () => {
  it('logs refused calls (401, 403, 404) at info with the message only, whatever the class is called', () => {
    for (const err of [new Forbidden(), new UnauthorizedError(), new NotFound(), new APIError('Invalid JSON', 400)]) {
      const { info, error } = logAsError(minified(err))
      expect(error).not.toHaveBeenCalled()
      expect(info).toHaveBeenCalledWith({ status: err.status }, err.message)
    }
  })

  it('keeps errors of the server as errors, with the error and its stack', () => {
    for (const err of [new APIError('Something went wrong'), new TypeError('x is undefined')]) {
      const { info, error } = logAsError(err)
      expect(info).not.toHaveBeenCalled()
      expect(error).toHaveBeenCalledWith({ err })
    }
  })
})
