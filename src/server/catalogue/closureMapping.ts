/** Reshapes a Payload closure (one language) into the domain's closure: codes instead of ids. */
import type { Closure } from '@/domain/availability/closures'
import type { Closure as ClosureDoc } from '@/payload-types'

const idOf = (ref: number | { id: number }) => (typeof ref === 'object' ? ref.id : ref)

/**
 * @param productCodes product id -> code
 * @param unitCodes unit id -> code
 */
export function closureOf(doc: ClosureDoc, productCodes: ReadonlyMap<number, string>, unitCodes: ReadonlyMap<number, string>): Closure {
  const codes = (refs: (number | { id: number })[] | null | undefined, byId: ReadonlyMap<number, string>) =>
    (refs ?? []).map((ref) => byId.get(idOf(ref))).filter((code): code is string => code !== undefined)
  return {
    from: doc.from,
    to: doc.to,
    reason: doc.reason ?? '',
    products: codes(doc.products, productCodes),
    units: codes(doc.units, unitCodes),
    courts: doc.courts ?? [],
    pools: doc.pools ?? [],
  }
}
