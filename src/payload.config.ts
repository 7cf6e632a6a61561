import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { Articles } from './collections/Articles'
import { Events } from './collections/Events'
import { MapPoints } from './collections/MapPoints'
import { Allocations } from './collections/catalogue/Allocations'
import { Categories } from './collections/catalogue/Categories'
import { Closures } from './collections/catalogue/Closures'
import { Products } from './collections/catalogue/Products'
import { TaxClasses } from './collections/catalogue/TaxClasses'
import { Units } from './collections/catalogue/Units'
import { Media } from './collections/Media'
import { Pages } from './collections/Pages'
import { Popups } from './collections/Popups'
import { Redirects } from './collections/Redirects'
import { Tags } from './collections/Tags'
import { AccessibilityFeedback, CustomerCodes, Customers, CustomerSessions, NewsletterSubscriptions, RateLimits } from './collections/customers'
import { Apartments, HomeownerCoUsers, HomeownerReleases, HomeownerReservations } from './collections/homeowner'
import { DiscountCodes, GiftCardEntries, GiftCards, OrderEvents, Orders, Payments, Refunds, TestTerminalPayments } from './collections/orders'
import { Users } from './collections/Users'
import { defaultLocale, locales } from './domain/locale'
import { withFinnishDates } from './fields/finnishDates'
import { adminI18n } from './i18n/admin'
import { Footer } from './globals/Footer'
import { Header } from './globals/Header'
import { SiteSettings } from './globals/SiteSettings'
import { mailAdapter } from './server/adapters/mailAdapter'
import { payloadLoggerOptions } from './server/logging/payloadLogger'
import { env } from './server/env'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const settings = env()

/** SQLite file by default; PostgreSQL when DATABASE_URL says so. Schema changes go through migrations. */
function database() {
  if (settings.isPostgres) {
    return postgresAdapter({
      pool: { connectionString: settings.DATABASE_URL },
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
      push: false,
    })
  }
  return sqliteAdapter({
    client: { url: settings.DATABASE_URL },
    migrationDir: path.resolve(dirname, 'migrations/sqlite'),
    push: false,
    wal: true,
    busyTimeout: 5000,
    transactionOptions: { behavior: 'immediate' },
  })
}

const labels = { fi: 'Suomi', en: 'English', sv: 'Svenska' } as const

export default buildConfig({
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname) },
    meta: { titleSuffix: ' – Kuusirinne admin' },
    // Payload's default is Gravatar: a request to another site for every staff member, which the CSP refuses.
    avatar: 'default',
    // Numeric, as staff write dates (Payload has no Finnish month names to offer).
    dateFormat: 'd.M.yyyy HH.mm',
    components: { beforeDashboard: ['/components/admin/TodayDashboard#TodayDashboard'] },
  },
  // Finnish by default, English and Swedish in the account's language picker (docs/admin.md#language).
  i18n: adminI18n,
  localization: {
    locales: locales.map((code) => ({ code, label: labels[code] })),
    defaultLocale,
    fallback: true,
  },
  // Every date picker writes dates the Finnish way (src/fields/finnishDates.ts).
  collections: withFinnishDates([
    Pages,
    Articles,
    Events,
    MapPoints,
    Tags,
    Popups,
    Media,
    Redirects,
    Products,
    Categories,
    Units,
    Closures,
    TaxClasses,
    Allocations,
    Orders,
    Payments,
    OrderEvents,
    DiscountCodes,
    GiftCards,
    GiftCardEntries,
    Refunds,
    TestTerminalPayments,
    Customers,
    CustomerSessions,
    CustomerCodes,
    NewsletterSubscriptions,
    AccessibilityFeedback,
    RateLimits,
    Apartments,
    HomeownerReservations,
    HomeownerReleases,
    HomeownerCoUsers,
    Users,
  ]),
  globals: withFinnishDates([Header, Footer, SiteSettings]),
  editor: lexicalEditor(),
  secret: settings.PAYLOAD_SECRET,
  // Staff cookies are accepted only from the site's own origins (cross-site requests are refused).
  csrf: settings.siteOrigins,
  db: database(),
  email: mailAdapter({ smtpUrl: settings.SMTP_URL, from: settings.MAIL_FROM, outboxDir: settings.outboxDir }),
  sharp,
  telemetry: false,
  graphQL: { disable: true },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  logger: { options: payloadLoggerOptions(settings.LOG_LEVEL) },
})
