import type { Block } from 'payload'
import { l } from '@/i18n/admin/labels'

/**
 * The cookie table of the cookie policy (docs/consent.md): every cookie the site sets, by category,
 * generated from the one list in the code, and a button that opens the cookie settings.
 */
export const CookiePolicyBlock: Block = {
  slug: 'cookiePolicy',
  labels: { singular: l('Evästeseloste', 'Cookie policy', 'Cookiepolicy'), plural: l('Evästeseloste', 'Cookie policy', 'Cookiepolicy') },
  interfaceName: 'CookiePolicyBlock',
  fields: [{ name: 'title', type: 'text', admin: { description: 'Shown above the table; empty: the default heading' } }],
}
