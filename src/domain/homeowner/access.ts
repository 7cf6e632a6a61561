/**
 * Who may do what with an apartment (docs/homeowner.md#roles). Role levels are data: the owner on
 * the contract, and co-users the owner invites with view or booking rights. An account that holds
 * more than one level (owns one apartment and is a co-user of another, say) is refused the service
 * with 'Too many user roles' until staff sort it out.
 */
export const roleLevels = [
  { level: 'owner', rank: 1, description: 'Owner on the contract: everything, including releases, co-users and the statement' },
  { level: 'coUser', rank: 2, description: 'Invited by the owner (family, caretaker): views, and with booking rights reserves' },
] as const

export type RoleLevel = (typeof roleLevels)[number]['level']
export type CoUserRights = 'view' | 'book'
export type Rights = 'owner' | CoUserRights

export const levelOf = (rights: Rights): RoleLevel => (rights === 'owner' ? 'owner' : 'coUser')

/** The levels an account holds over its apartments, in rank order. */
export const levelsHeld = (rights: Rights[]): RoleLevel[] => roleLevels.filter((r) => rights.some((held) => levelOf(held) === r.level)).map((r) => r.level)

export const tooManyRoles = (rights: Rights[]) => levelsHeld(rights).length > 1

export type Action = 'view' | 'reserve' | 'release' | 'manage'

/** View: calendar, feed. Reserve: own and usage reservations. Release and manage (co-users, statement): the owner only. */
export function may(rights: Rights, action: Action): boolean {
  if (rights === 'owner') return true
  if (action === 'view') return true
  return action === 'reserve' && rights === 'book'
}
