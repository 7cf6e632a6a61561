/**
 * Seeds the demo loyalty member (demoMember.ts) through our own connection, like the homeowners'
 * accounts: verified, profile filled in, a member of the loyalty programme.
 */
import { hashPassword } from '@/server/accounts/passwords'
import { createSqlPort } from '@/server/db/sqlPort'
import { env } from '@/server/env'
import { allowServerModules } from '../serverModules'
import { demoMember, demoMemberPassword } from './demoMember'

export async function seedDemoMember(now = new Date()): Promise<void> {
  allowServerModules()
  const { customerByEmail, insertCustomer, markVerified, updateProfile } = await import('@/server/db/customerStore')
  const db = createSqlPort(env().DATABASE_URL)
  try {
    const passwordHash = await hashPassword(demoMemberPassword)
    await db.transaction(async (tx) => {
      if (await customerByEmail(tx, demoMember.email)) return
      const { email, phone } = demoMember
      const id = await insertCustomer(tx, { email, phone, passwordHash, marketingStatus: false, loyaltyMember: true }, now)
      await markVerified(tx, id, now)
      await updateProfile(tx, id, demoMember, now)
    })
  } finally {
    await db.close()
  }
}
