import 'server-only'
import { getPayloadClient } from '../payload'

/** Whether the request carries a signed-in staff (admin) session; drafts are shown only then. */
export async function isStaffRequest(headers: Headers): Promise<boolean> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers })
  return Boolean(user && user.collection === 'users')
}
