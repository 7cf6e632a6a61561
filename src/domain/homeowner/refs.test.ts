import { describe, expect, it } from 'vitest'
import { ownerRef, refMeaning } from './refs'

describe('refMeaning', () => {
  it('reads back the references owners’ nights are written under', () => {
    expect(refMeaning(ownerRef.ownTime(12))).toEqual({ kind: 'ownTime', apartmentId: 12 })
    expect(refMeaning(ownerRef.reservation(345))).toEqual({ kind: 'reservation', reservationId: 345 })
  })
  it('takes anything else for a guest’s, including near misses', () => {
    for (const ref of ['order-1f2e', '', 'owner:own:', 'owner:own:12x', 'xowner:res:1', 'owner:res:1:2']) expect(refMeaning(ref)).toEqual({ kind: 'guest' })
  })
})
