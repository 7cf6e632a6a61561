/**
 * Payload's logger. (No 'server-only': the Payload CLI loads the config outside Next as well.)
 */
import { APIError, type Config } from 'payload'

type LoggerOptions = Extract<NonNullable<Config['logger']>, { options: unknown }>['options']

const errorLevel = 50 // pino's number for `error`

/**
 * A refused or malformed call is the client's doing and normal traffic: Payload answers it with a 4xx
 * API error (401/403 from access control, 404, 400) and logs it at info, message only. Payload
 * decides that by the error's class name (`loggingLevels`), but the production build minifies
 * server code and renames the classes, so every such answer was logged as an error with a stack.
 * This decides by the error's status instead; errors of the server (5xx) stay errors with a stack.
 */
export function payloadLoggerOptions(level: string): LoggerOptions {
  return {
    level,
    hooks: {
      logMethod(args, method, levelValue) {
        const err = (args[0] as { err?: unknown } | undefined)?.err
        if (levelValue >= errorLevel && err instanceof APIError && err.status >= 400 && err.status < 500) {
          this.info({ status: err.status }, err.message)
          return
        }
        method.apply(this, args)
      },
    },
  }
}
