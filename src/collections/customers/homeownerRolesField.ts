import type { Field } from 'payload'
import { levelsHeld, tooManyRoles, type Rights } from '@/domain/homeowner/access'

/**
 * Staff see an account's homeowner role levels, and why its homeowner page shows 'Too many user
 * roles' (docs/homeowner.md#roles). Computed when staff read the account; never stored.
 */
export const homeownerRolesField: Field = {
  name: 'homeownerRoles',
  type: 'text',
  virtual: true,
  admin: {
    readOnly: true,
    description: 'Owner and co-user levels from the Homeowners collections. More than one level blocks the homeowner page: remove one of them.',
  },
  hooks: {
    afterRead: [
      async ({ data, req }) => {
        if (req.user?.collection !== 'users' || !data?.id) return undefined
        const [owned, invited] = await Promise.all([
          req.payload.find({ collection: 'apartments', where: { owner: { equals: data.id } }, depth: 0, limit: 100, req, overrideAccess: true }),
          req.payload.find({
            collection: 'homeowner-co-users',
            where: { email: { equals: String(data.email ?? '').toLowerCase() } },
            depth: 0,
            limit: 100,
            req,
            overrideAccess: true,
          }),
        ])
        const rights: Rights[] = [...owned.docs.map(() => 'owner' as const), ...invited.docs.map((c) => c.rights)]
        if (rights.length === 0) return '—'
        const levels = levelsHeld(rights).join(', ')
        return tooManyRoles(rights) ? `${levels}: too many user roles, the homeowner page is blocked` : levels
      },
    ],
  },
}
