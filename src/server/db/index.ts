import 'server-only'
import { env } from '@/server/env'
import { createSqlPort, type SqlPort } from './sqlPort'

const holder = globalThis as typeof globalThis & { __resortSql?: SqlPort }

/** The process-wide SQL port on the app's database. */
export function sql(): SqlPort {
  holder.__resortSql ??= createSqlPort(env().DATABASE_URL)
  return holder.__resortSql
}
