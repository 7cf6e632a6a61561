import type { Block } from 'payload'

/** The resort map. A drawn placeholder for now; the interactive map with tag filters comes later. */
export const ProximiMap: Block = {
  slug: 'proximiMap',
  interfaceName: 'ProximiMapBlock',
  fields: [{ name: 'title', type: 'text' }],
}
