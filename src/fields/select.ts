import type { SelectField } from 'payload'
import { shortEnumName } from './dbName'

/** A required select with a default, its database enum name kept short (see dbName.ts). */
export function select(name: string, values: readonly string[], defaultValue: string = values[0]): SelectField {
  return {
    name,
    type: 'select',
    enumName: shortEnumName(name.slice(0, 12)),
    required: true,
    defaultValue,
    options: values.map((value) => ({ label: value, value })),
  }
}
