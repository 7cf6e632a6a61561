/**
 * Start-up preparation, run by `npm start` before the server: apply migrations, then on an empty
 * database with SEED_DEMO on, create the first staff user and the demo resort.
 * Usage: tsx src/seed/migrateAndSeed.ts
 */
import config from '@payload-config'
import { getPayload } from 'payload'
import { lastDayOf } from '@/domain/giftCards/validity'
import { formatFinnishDate } from '@/domain/helsinki'
import { formatPrice } from '@/domain/money'
import { env } from '@/server/env'
import { demoGiftCardCode } from './giftCard/demoCard'
import { demoPeople, homeownerDemoPassword } from './homeowners/plan'
import { demoMember } from './customers/demoMember'
import { seedDemo } from './seedDemo'

const demoPassword = 'kuusirinne-demo'

async function main() {
  const settings = env()
  const payload = await getPayload({ config })
  await payload.db.migrate()
  const { totalDocs: users } = await payload.count({ collection: 'users' })
  const { totalDocs: pages } = await payload.count({ collection: 'pages' })
  if (!settings.SEED_DEMO) {
    console.log(users ? 'start: migrations applied.' : 'start: migrations applied; create the first staff user at /admin.')
    return
  }
  const password = settings.ADMIN_PASSWORD ?? demoPassword
  if (users === 0) {
    await payload.create({ collection: 'users', data: { email: settings.ADMIN_EMAIL, password, name: 'Demo admin' } })
  }
  if (pages === 0) {
    const started = Date.now()
    await seedDemo(payload, (line) => console.log(line))
    console.log(`start: demo resort seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
  // The demo password is public (README); a password from ADMIN_PASSWORD is never printed.
  console.log(
    settings.ADMIN_PASSWORD
      ? `start: staff sign-in at /admin: ${settings.ADMIN_EMAIL} (password from ADMIN_PASSWORD)`
      : `start: demo staff sign-in at /admin: ${settings.ADMIN_EMAIL} / ${demoPassword} (unless changed in the admin)`,
  )
  const { totalDocs: apartments } = await payload.count({ collection: 'apartments' })
  if (apartments > 0) {
    console.log(`start: demo homeowner sign-ins (password ${homeownerDemoPassword}, unless changed), then /homeowner:`)
    for (const person of demoPeople) console.log(`  ${person.email}  ${person.shows}`)
  }
  const { totalDocs: members } = await payload.count({ collection: 'customers', where: { email: { equals: demoMember.email } } })
  // The e-mail only: its demo password is in the README and docs/accounts.md.
  if (members > 0) console.log(`start: demo loyalty member (sees member prices): ${demoMember.email}`)
  const { docs: cards } = await payload.find({ collection: 'gift-cards', where: { code: { equals: demoGiftCardCode } }, depth: 0, limit: 1, joins: false })
  const card = cards[0]
  if (card) {
    console.log(
      `start: demo gift card to try at checkout (gift card code field): ${card.code}, balance ${formatPrice(card.balance, 'fi')}, valid through ${formatFinnishDate(lastDayOf(card.validUntil))}`,
    )
  }
}

main()
  .then(() => process.exit(0))
  .catch((error) => {
    console.error(process.env.DEBUG ? error : error instanceof Error ? error.message : error)
    process.exit(1)
  })
