/**
 * Every setting of the app is an environment variable, listed in `.env.example`. They are read and
 * checked here once; a bad value stops the app at start with one clear line per problem.
 * (No 'server-only' import: the Payload CLI loads this file outside Next as well.)
 */
import path from 'node:path'
import { z } from 'zod'

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes')

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ message: 'must be a port number' }).int().min(1).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^(file:|postgres(ql)?:\/\/)/, 'must start with file: (SQLite) or postgres:// (PostgreSQL)')
    .optional(),
  PAYLOAD_SECRET: z
    .string({ message: 'is required (npm start creates one in data/ for the demo)' })
    .min(32, 'must be at least 32 characters'),
  PUBLIC_URL: z.url({ message: 'must be an absolute URL such as https://www.example.fi' }).optional(),
  SEED_DEMO: bool.default(true),
  ADMIN_EMAIL: z.email({ message: 'must be an e-mail address' }).default('admin@kuusirinne.example'),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().min(3).default('Kuusirinne Resort <noreply@kuusirinne.example>'),
  DATA_DIR: z.string().min(1).default('data'),
  INTERNAL_URL: z.url({ message: 'must be an absolute URL such as http://127.0.0.1:3000' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
})

export type Env = z.infer<typeof schema> & {
  DATABASE_URL: string
  publicUrl: string
  isPostgres: boolean
  mediaDir: string
  outboxDir: string
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''))
  const result = schema.safeParse(cleaned)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid configuration (see .env.example):\n${lines.join('\n')}`)
  }
  const env = result.data
  const dataDir = path.resolve(env.DATA_DIR)
  const databaseUrl = env.DATABASE_URL ?? `file:${path.join(dataDir, 'resort.db')}`
  return {
    ...env,
    DATABASE_URL: databaseUrl,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    isPostgres: databaseUrl.startsWith('postgres'),
    mediaDir: path.join(dataDir, 'media'),
    outboxDir: path.join(dataDir, 'outbox'),
  }
}

let cached: Env | undefined

/** The validated settings of this process. */
export function env(): Env {
  cached ??= parseEnv(process.env)
  return cached
}
