/**
 * What a `where` path names, as far as the database cares: the kinds of value Payload passes to the
 * database as they come (an id, a number, a date, a checkbox or a select stored as an enum). Anything
 * else is text, or `null` when the path is unknown: Payload itself refuses unknown paths.
 */
export type ValueKind =
  | { kind: 'id' }
  | { kind: 'number' }
  | { kind: 'date' }
  | { kind: 'checkbox' }
  | { kind: 'choice'; values: string[] }
  | { kind: 'point' }
  | { kind: 'json' }
  | { kind: 'text' }
  | { kind: 'anyRelation' } // a relationship to several collections: { relationTo, value }

/** The parts of Payload's flattened field configs this reads. */
export type FieldLike = {
  name: string
  type: string
  localized?: boolean
  flattenedFields?: FieldLike[]
  blocks?: { flattenedFields?: FieldLike[] }[]
  relationTo?: string | string[]
  options?: (string | { value: string })[]
}

/** The fields of each collection by slug (to follow relationships) and the locale codes. */
export type Schema = { fieldsOf: (slug: string) => FieldLike[] | undefined; locales: string[] }

const textTypes = new Set(['text', 'textarea', 'email', 'code', 'richText'])

function leafKind(field: FieldLike): ValueKind | null {
  if (textTypes.has(field.type)) return { kind: 'text' }
  switch (field.type) {
    case 'number':
    case 'date':
    case 'checkbox':
    case 'point':
    case 'json':
      return { kind: field.type }
    case 'select':
    case 'radio':
      return { kind: 'choice', values: (field.options ?? []).map((o) => (typeof o === 'string' ? o : o.value)) }
    default:
      return null
  }
}

/** The same-named fields of several blocks count only if they agree on their type. */
function findField(fields: FieldLike[], name: string): FieldLike | null {
  const found = fields.filter((f) => f.name === name)
  return found.length > 0 && found.every((f) => f.type === found[0].type) ? found[0] : null
}

function childFields(field: FieldLike): FieldLike[] {
  if (field.type === 'blocks') return (field.blocks ?? []).flatMap((b) => b.flattenedFields ?? [])
  return field.flattenedFields ?? []
}

/** The kind of value at a dotted `where` path of a collection's (or its versions') fields. */
export function valueKindAt(fields: FieldLike[], path: string, schema: Schema): ValueKind | null {
  const parts = path.split('.')
  let current = fields
  let atDocumentRoot = true
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]
    const last = i === parts.length - 1
    if (part === 'id') return last ? (atDocumentRoot ? { kind: 'id' } : { kind: 'text' }) : null
    const field = findField(current, part)
    if (!field) return part === 'blockType' && last && !atDocumentRoot ? { kind: 'text' } : null
    // A localized field may be followed by a locale code (`title.en`).
    if (field.localized && parts[i + 1] && schema.locales.includes(parts[i + 1])) i++
    const more = i < parts.length - 1
    if (field.type === 'relationship' || field.type === 'upload') {
      if (Array.isArray(field.relationTo)) {
        if (!more) return { kind: 'anyRelation' }
        const sub = parts.slice(i + 1).join('.')
        return sub === 'value' ? { kind: 'id' } : sub === 'relationTo' ? { kind: 'text' } : null
      }
      if (!more) return { kind: 'id' }
      const target = field.relationTo ? schema.fieldsOf(field.relationTo) : undefined
      if (!target) return null
      current = target
      atDocumentRoot = true
      continue
    }
    if (['group', 'tab', 'array', 'blocks'].includes(field.type)) {
      if (!more) return null
      current = childFields(field)
      atDocumentRoot = false
      continue
    }
    if (field.type === 'json') return { kind: 'json' }
    return more ? null : leafKind(field)
  }
  return null
}
