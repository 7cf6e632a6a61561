/**
 * Every setting of the app is an environment variable, listed in `.env.example`. They are read and
 * checked here once; a bad value stops the app at start with one clear line per problem.
 * (No 'server-only' import: the Payload CLI loads this file outside Next as well.)
 */
import path from 'node:path'
import { z } from 'zod'

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' }).transform((v) => v === 'true' || v === '1' || v === 'yes')

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number({ message: 'must be a port number' }).int().min(1).max(65535).default(3000),
    DATABASE_URL: z
      .string()
      .regex(/^(file:|postgres(ql)?:\/\/)/, 'must start with file: (SQLite) or postgres:// (PostgreSQL)')
      .optional(),
    PAYLOAD_SECRET: z.string({ message: 'is required (npm start creates one in data/ for the demo)' }).min(32, 'must be at least 32 characters'),
    PUBLIC_URL: z.url({ message: 'must be an absolute URL such as https://www.example.fi' }).optional(),
    SEED_DEMO: bool.default(true),
    ADMIN_EMAIL: z.email({ message: 'must be an e-mail address' }).default('admin@kuusirinne.example'),
    ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Kuusirinne Resort <noreply@kuusirinne.example>'),
    DATA_DIR: z.string().min(1).default('data'),
    INTERNAL_URL: z.url({ message: 'must be an absolute URL such as http://127.0.0.1:3000' }).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // How many proxies of our own stand in front and append to X-Forwarded-For (0: the app faces the clients).
    TRUST_PROXY_HOPS: z.coerce
      .number({ message: 'must be the number of proxies in front (0 when none)' })
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .max(5, 'must be at most 5')
      .default(0),
    // Replaced by TRUST_PROXY_HOPS: `true` trusted the address a client wrote itself; `false` changes nothing.
    TRUST_PROXY: z.enum(['false', '0', 'no'], { message: 'was replaced by TRUST_PROXY_HOPS (the number of proxies in front, usually 1)' }).optional(),
    ORDER_HOLD_MINUTES: z.coerce
      .number({ message: 'must be a number of minutes' })
      .int('must be whole minutes')
      .min(1, 'must be at least 1')
      .max(120, 'must be at most 120')
      .default(20),
    // A submitted cart is held this long at first; opening the payment terminal extends it to ORDER_HOLD_MINUTES.
    ORDER_START_HOLD_MINUTES: z.coerce
      .number({ message: 'must be a number of minutes' })
      .int('must be whole minutes')
      .min(1, 'must be at least 1')
      .max(120, 'must be at most 120')
      .default(5),
    // How often each app process expires unpaid orders and asks the payment provider about lost payments.
    ORDER_SWEEP_SECONDS: z.coerce
      .number({ message: 'must be a number of seconds' })
      .int('must be whole seconds')
      .min(1, 'must be at least 1')
      .max(3600, 'must be at most 3600')
      .default(60),
    // The demo defaults to the test terminal; a site without the demo must choose, so it never takes orders for free by accident.
    PAYMENT_PROVIDER: z.enum(['test', 'paytrail'], { message: 'must be test or paytrail' }).optional(),
    PAYTRAIL_MERCHANT_ID: z.string().regex(/^\d+$/, 'must be the numeric Paytrail merchant id').optional(),
    PAYTRAIL_SECRET: z.string().min(8, 'must be the Paytrail secret key').optional(),
    PAYTRAIL_API_URL: z.url({ message: 'must be an absolute URL such as https://services.paytrail.com' }).default('https://services.paytrail.com'),
    // Browser tests only: the shop reads the time from the `x-test-now` header (src/server/http/requestClock.ts).
    TEST_CLOCK_HEADER: bool.default(false),
    // App processes `npm start` runs on the one port (scripts/server.mjs); above 1 they share Next's caches through Redis.
    WEB_CONCURRENCY: z.coerce
      .number({ message: 'must be the number of app processes' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(16, 'must be at most 16')
      .default(1),
    // Shared cache and change messages of all app processes (src/server/cache/redisLink.mjs).
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\/[^/]/, 'must start with redis:// or rediss://, e.g. redis://127.0.0.1:6379')
      .optional(),
    // Start of every Redis key and channel name of this site, so sites and test runs can share one Redis.
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'must be 1–64 letters, digits or : _ . -')
      .default('resort:'),
  })
  .superRefine(
    (env, ctx) => {
      // Without a shared cache each process would keep its own pages, and a publish would reach one of them.
      if (env.WEB_CONCURRENCY > 1 && !env.REDIS_URL) {
        ctx.addIssue({ code: 'custom', path: ['WEB_CONCURRENCY'], message: 'above 1 needs REDIS_URL (the processes share their page cache there)' })
      }
      if (!env.PAYMENT_PROVIDER && !env.SEED_DEMO) {
        ctx.addIssue({
          code: 'custom',
          path: ['PAYMENT_PROVIDER'],
          message: 'is required when SEED_DEMO=false (paytrail for real payments, test for a test site)',
        })
      }
      // Real money: no default credentials, not even Paytrail's public test merchant, and no clock a caller can move.
      if (env.PAYMENT_PROVIDER !== 'paytrail') return
      if (env.TEST_CLOCK_HEADER) ctx.addIssue({ code: 'custom', path: ['TEST_CLOCK_HEADER'], message: 'must not be set when PAYMENT_PROVIDER=paytrail' })
      for (const key of ['PAYTRAIL_MERCHANT_ID', 'PAYTRAIL_SECRET'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when PAYMENT_PROVIDER=paytrail' })
      }
    },
    { when: () => true }, // report missing Paytrail keys together with any other bad value
  )

export type Env = z.infer<typeof schema> & {
  DATABASE_URL: string
  publicUrl: string
  /** Origins that are this site: PUBLIC_URL's, and while PUBLIC_URL is unset (a developer's machine) every loopback name of the port. */
  siteOrigins: string[]
  isPostgres: boolean
  mediaDir: string
  outboxDir: string
  /** Set exactly when PAYMENT_PROVIDER=paytrail. */
  paytrail: { merchantId: string; secret: string; apiUrl: string } | null
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
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '')
  return {
    ...env,
    DATABASE_URL: databaseUrl,
    publicUrl,
    siteOrigins: env.PUBLIC_URL ? [new URL(publicUrl).origin] : ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${env.PORT}`),
    isPostgres: databaseUrl.startsWith('postgres'),
    mediaDir: path.join(dataDir, 'media'),
    outboxDir: path.join(dataDir, 'outbox'),
    paytrail:
      env.PAYMENT_PROVIDER === 'paytrail' && env.PAYTRAIL_MERCHANT_ID && env.PAYTRAIL_SECRET
        ? { merchantId: env.PAYTRAIL_MERCHANT_ID, secret: env.PAYTRAIL_SECRET, apiUrl: env.PAYTRAIL_API_URL }
        : null,
  }
}

let cached: Env | undefined

/** The validated settings of this process. */
export function env(): Env {
  cached ??= parseEnv(process.env)
  return cached
}
