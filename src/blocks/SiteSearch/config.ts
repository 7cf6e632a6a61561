import type { Block } from 'payload'
import { l } from '@/i18n/admin/labels'

/**
 * The site search (docs/search.md#the-search-page): the search form, the results of the page's
 * `q` grouped by type, and when nothing is found the search-empty links. Placed on the search page.
 */
export const SiteSearch: Block = {
  slug: 'siteSearch',
  labels: { singular: l('Sivustohaku', 'Site search', 'Webbplatssökning'), plural: l('Sivustohaku', 'Site search', 'Webbplatssökning') },
  interfaceName: 'SiteSearchBlock',
  fields: [{ name: 'title', type: 'text', admin: { description: 'Shown above the form; empty: none' } }],
}
