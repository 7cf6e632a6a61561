import type { TextField } from 'payload'
import { normalizePagePath, reservedSegments } from '@/domain/paths'
import { takenInLocale } from './uniqueInLocale'

/**
 * A page's address in one language, without language prefix: '/' for the landing page, otherwise
 * e.g. 'info/kayttoehdot-ja-evastekaytannot'. Unique per language; never under an address the app
 * itself uses.
 */
export const pagePathField: TextField = {
  name: 'path',
  type: 'text',
  required: true,
  localized: true,
  index: true,
  admin: { position: 'sidebar', description: "Address without language prefix; '/' is the landing page." },
  hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? normalizePagePath(value.toLowerCase()) : value)] },
  validate: async (value, { req, id }) => {
    if (typeof value !== 'string' || value.trim() === '') return 'A page needs an address'
    if (!/^(\/|[a-z0-9_-]+(\/[a-z0-9_-]+)*)$/.test(value)) {
      return 'Use lower-case letters a-z, digits, hyphens and slashes only'
    }
    const first = value.split('/')[0]
    if (reservedSegments.includes(first)) return `Addresses starting with ${first}/ belong to the site itself`
    return (await takenInLocale(req, 'pages', 'path', value, id)) ? `Another page already uses the address ${value} in this language` : true
  },
}
