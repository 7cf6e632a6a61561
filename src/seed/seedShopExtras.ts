/**
 * Demo discount codes and a few upsells between catalogue products.
 * Runs after the catalogue, inside the seed's transaction.
 */
import type { Payload, PayloadRequest } from 'payload'

/** Codes a visitor can try in the demo; validity windows are relative to the day the demo was seeded. */
function discountCodes(now: Date) {
  // A day as the admin's day picker stores it: noon UTC.
  const days = (n: number) => `${new Date(now.getTime() + n * 86_400_000).toISOString().slice(0, 10)}T12:00:00.000Z`
  return [
    { code: 'TALVI15', kind: 'percent' as const, value: 15, validFrom: days(-30), validTo: days(365), products: [] as string[] },
    {
      code: 'MAJOITUS20',
      kind: 'amount' as const,
      value: 2000,
      validFrom: days(-1),
      validTo: days(365),
      products: ['HUONE-1H', 'HUONE-2H', 'HUONE-PERHE', 'HUONEISTO-STUDIO', 'HUONEISTO-RINNE'],
    },
    { code: 'KESA2026', kind: 'percent' as const, value: 10, validFrom: days(-200), validTo: days(-60), products: [] },
    { code: 'ENSIMMAINEN', kind: 'percent' as const, value: 10, validFrom: days(-1), validTo: days(365), products: [], maxUses: 1 },
  ]
}

const upsells: { from: string; to: string; discountPercentage: number }[] = [
  { from: 'HUONE-2H', to: 'KIIPEILY', discountPercentage: 10 },
  { from: 'HUONE-2H', to: 'SAVUSAUNAILTA', discountPercentage: 10 },
  { from: 'MOKKI-JARVI', to: 'MELONTARETKI', discountPercentage: 15 },
  { from: 'HUONE-PERHE', to: 'SEIKKAILUKERHO', discountPercentage: 10 },
]

async function productId(payload: Payload, req: PayloadRequest, code: string): Promise<number | null> {
  const found = await payload.find({ collection: 'products', where: { code: { equals: code } }, depth: 0, limit: 1, req })
  return found.docs[0]?.id ?? null
}

export async function seedShopExtras(req: PayloadRequest, payload: Payload, now = new Date()) {
  for (const { products, ...code } of discountCodes(now)) {
    // One after another: the reads share the seed's transaction, whose one PostgreSQL connection runs
    // one query at a time (pg deprecates queueing them and drops it in pg 9).
    const ids: number[] = []
    for (const c of products) {
      const id = await productId(payload, req, c)
      if (id !== null) ids.push(id)
    }
    await payload.create({ collection: 'discount-codes', data: { ...code, products: ids }, req, overrideAccess: true })
  }
  for (const from of new Set(upsells.map((u) => u.from))) {
    const id = await productId(payload, req, from)
    if (id === null) continue
    const links = []
    for (const u of upsells.filter((x) => x.from === from)) {
      const to = await productId(payload, req, u.to)
      if (to !== null) links.push({ product: to, discountPercentage: u.discountPercentage })
    }
    await payload.update({ collection: 'products', id, data: { upsells: links }, req, overrideAccess: true, context: { skipRevalidate: true } })
  }
}
