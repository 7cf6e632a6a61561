import type { TextField } from 'payload'
import { normalizePagePath } from '@/domain/paths'

/**
 * A page's address in one language, without language prefix: '/' for the landing page, otherwise
 * e.g. 'info/kayttoehdot-ja-evastekaytannot'. Unique per language.
 */
export const pagePathField: TextField = {
  name: 'path',
  type: 'text',
  required: true,
  localized: true,
  index: true,
  admin: { position: 'sidebar', description: "Address without language prefix; '/' is the landing page." },
  hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? normalizePagePath(value.toLowerCase()) : value)] },
  validate: async (value, { req, id, collectionSlug }) => {
    if (typeof value !== 'string' || value.trim() === '') return 'A page needs an address'
    if (!/^(\/|[a-z0-9_-]+(\/[a-z0-9_-]+)*)$/.test(value)) {
      return 'Use lower-case letters a-z, digits, hyphens and slashes only'
    }
    const clash = await req.payload.find({
      collection: (collectionSlug ?? 'pages') as 'pages',
      where: { and: [{ path: { equals: value } }, ...(id ? [{ id: { not_equals: id } }] : [])] },
      locale: req.locale ?? undefined,
      draft: true,
      limit: 1,
      depth: 0,
      req,
      overrideAccess: true,
    })
    return clash.totalDocs > 0 ? `Another page already uses the address ${value} in this language` : true
  },
}
