/**
 * The allocation references of owner nights (docs/homeowner.md#nights-in-the-allocation-table). An
 * owner's nights are rows of the same allocation table the shop sells from, under these references:
 * free own time blocks the night from sale; a reservation holds it for the owner.
 */
export const ownerRef = {
  /** Free own time of an apartment: not for sale, the owner may reserve it or release it. */
  ownTime: (apartmentId: number) => `owner:own:${apartmentId}`,
  /** An own accommodation reservation or a usage reservation. */
  reservation: (reservationId: number) => `owner:res:${reservationId}`,
}

export type RefMeaning = { kind: 'ownTime'; apartmentId: number } | { kind: 'reservation'; reservationId: number } | { kind: 'guest' }

/** What an allocation row's reference says: anything that is not an owner's is a guest's order or hold. */
export function refMeaning(ref: string): RefMeaning {
  const own = /^owner:own:(\d+)$/.exec(ref)
  if (own) return { kind: 'ownTime', apartmentId: Number(own[1]) }
  const reservation = /^owner:res:(\d+)$/.exec(ref)
  if (reservation) return { kind: 'reservation', reservationId: Number(reservation[1]) }
  return { kind: 'guest' }
}
