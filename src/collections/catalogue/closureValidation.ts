import { ValidationError, type CollectionBeforeValidateHook, type PayloadRequest, type Validate } from 'payload'
import { isDayText } from './shared'

const named = (list: unknown) => Array.isArray(list) && list.length > 0

/**
 * A closure that names nothing would look in force in the admin and close nothing in the shop. A
 * hook rather than a field check: it is about the whole closure, and the relationship fields keep
 * Payload's own validation.
 */
export const closesSomething: CollectionBeforeValidateHook = ({ data, originalDoc, req }) => {
  const closure = { ...originalDoc, ...data }
  if (['products', 'units', 'courts', 'pools'].some((field) => named(closure[field]))) return data
  throw new ValidationError({
    collection: 'closures',
    errors: [{ path: 'products', message: 'Choose what is closed: a product, a unit, a court or a pool' }],
    req,
  })
}

export const isDay: Validate<string> = (value) => isDayText(value) || 'YYYY-MM-DD'

export const endsAfterStart: Validate<string, { from?: string }> = (value, { data }) => {
  if (!isDayText(value)) return 'YYYY-MM-DD'
  return !isDayText(data.from) || value >= data.from || 'The last day cannot be before the first'
}

async function productsOfKind(req: PayloadRequest, kind: 'court' | 'ticket') {
  const found = await req.payload.find({
    collection: 'products',
    where: { kind: { equals: kind } },
    depth: 0,
    limit: 0,
    pagination: false,
    req,
    overrideAccess: true,
  })
  return found.docs
}

/**
 * Court codes and pool names are typed, not picked, so a typo would close nothing without a word:
 * each must be one the catalogue has. Checked on save only, not on every keystroke.
 */
const knownCodes =
  (kind: 'court' | 'ticket', codesOf: (products: Awaited<ReturnType<typeof productsOfKind>>) => string[], what: string): Validate<string[]> =>
  async (value, { req, event }) => {
    if (event === 'onChange' || !value || value.length === 0) return true
    const known = new Set(codesOf(await productsOfKind(req, kind)))
    const unknown = value.filter((code) => !known.has(code))
    return unknown.length === 0 || `Unknown ${what}: ${unknown.join(', ')} (known: ${[...known].join(', ') || 'none'})`
  }

export const knownCourts = knownCodes('court', (products) => products.flatMap((p) => (p.court?.courts ?? []).map((c) => c.code)), 'court')

// A ticket product without a pool name is a pool of its own, under its product code (as the shop counts it).
export const knownPools = knownCodes('ticket', (products) => [...new Set(products.map((p) => p.ticket?.pool || p.code))], 'pool')
