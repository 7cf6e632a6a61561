import type { CollectionConfig, Field, GlobalConfig } from 'payload'

type Appearance = 'default' | 'dayOnly' | 'dayAndTime' | 'timeOnly' | 'monthOnly'

/**
 * How the admin's date pickers write dates, as staff in Finland write them (24.12.2026, 14.30).
 * Payload's picker otherwise types US dates ("12/24/2026", "Dec 24, 2026 2:30 PM") whatever the
 * admin's language, and knows no Finnish date-fns locale to take a format from.
 */
export const finnishDisplayFormats: Record<Appearance, string> = {
  default: 'd.M.yyyy',
  dayOnly: 'd.M.yyyy',
  dayAndTime: 'd.M.yyyy HH.mm',
  timeOnly: 'HH.mm',
  monthOnly: 'M/yyyy',
}

const timeFormat = 'HH.mm'

function withFormat(field: Field): Field {
  if (field.type === 'date') {
    const date = field.admin?.date ?? {}
    const appearance: Appearance = date.pickerAppearance ?? 'default'
    // A field's own format stays: someone chose it for that field.
    const withTime = appearance === 'dayAndTime' || appearance === 'timeOnly'
    const picker = {
      ...date,
      displayFormat: date.displayFormat ?? finnishDisplayFormats[appearance],
      ...(withTime ? { timeFormat: ('timeFormat' in date && date.timeFormat) || timeFormat } : {}),
    }
    return { ...field, admin: { ...field.admin, date: picker } } as Field
  }
  if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(withFormat) })) }
  if (field.type === 'blocks' && field.blocks) {
    return { ...field, blocks: field.blocks.map((block) => ({ ...block, fields: block.fields.map(withFormat) })) }
  }
  if ('fields' in field && Array.isArray(field.fields)) return { ...field, fields: field.fields.map(withFormat) } as Field
  return field
}

/** The collections or globals with every date field, however deep, given the Finnish formats. */
export function withFinnishDates<T extends CollectionConfig | GlobalConfig>(configs: T[]): T[] {
  return configs.map((config) => ({ ...config, fields: config.fields.map(withFormat) }))
}
