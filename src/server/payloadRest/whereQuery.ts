import type { ValueKind } from './fieldKinds'

/**
 * The segments of a bracketed query key as Payload's query parser (qs) reads them:
 * `where[or][0][title][like]` is `where` with `or`, `0`, `title`, `like`. Past ten levels qs keeps the
 * rest as one segment, which names nothing.
 */
export function bracketSegments(key: string): { root: string; segments: string[] } {
  const first = key.search(/\[[^[\]]*]/)
  if (first < 0) return { root: key, segments: [] }
  const segments: string[] = []
  const child = /\[([^[\]]*)]/g
  child.lastIndex = first
  let match: RegExpExecArray | null
  let end = first
  while (segments.length < 10 && (match = child.exec(key))) {
    segments.push(match[1])
    end = child.lastIndex
  }
  if (end < key.length && segments.length === 10) segments.push(key.slice(end))
  return { root: key.slice(0, first), segments }
}

const listOperators = new Set(['in', 'not_in', 'all'])
const textOperators = new Set(['like', 'not_like', 'contains'])
const operators = new Set([
  'equals',
  'not_equals',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'exists',
  'near',
  'within',
  'intersects',
  ...listOperators,
  ...textOperators,
])
/** qs turns indexes up to this into array positions; larger ones make an object Payload cannot read. */
const maxIndex = 1000
const maxId = 2_147_483_647 // PostgreSQL `serial`

const isWholeNumber = (value: string, max: number) => /^\d{1,10}$/.test(value) && Number(value) <= max

/**
 * Why one value does not fit the field, or null when it does. `null` is how a client asks for no
 * value; the admin selects every document with `id not_equals ''`.
 */
function valueProblem(value: string, kind: ValueKind): string | null {
  switch (kind.kind) {
    case 'id':
      return value === 'null' || value === '' || isWholeNumber(value, maxId) ? null : 'is not an id (a whole number)'
    case 'number':
      return value === 'null' || Number.isFinite(Number(value)) ? null : 'is not a number'
    case 'date':
      return value === 'null' || value === '' || !Number.isNaN(new Date(value).getTime()) ? null : 'is not a date'
    case 'checkbox':
      return /^(true|false)$/i.test(value) ? null : 'is not true or false'
    case 'choice':
      return kind.values.includes(value) ? null : `is not one of ${kind.values.join(', ')}`
    default:
      return null
  }
}

/**
 * Why one `where` entry (a bracketed key and its values) cannot be asked of the database, or null.
 * It checks the shape (and/or lists, a field, an operator, one text value) and that values fit the
 * field's kind: Payload hands ids, numbers, dates, checkboxes and enums to the database unchecked,
 * and the database then fails (a 500) instead of answering. Unknown fields and operators are left to
 * Payload, which refuses them with a 400 of its own.
 */
export function whereEntryProblem(segments: string[], values: string[], kindAt: (path: string) => ValueKind | null): string | null {
  let i = 0
  while (segments[i] === 'and' || segments[i] === 'or') {
    const index = segments[i + 1]
    if (index === undefined || !(index === '' || isWholeNumber(index, maxIndex))) return `where[${segments[i]}] must be a list of conditions`
    i += 2
  }
  const [path, operator, ...rest] = segments.slice(i)
  if (!path || operator === undefined) return 'a where condition needs a field and an operator, e.g. where[title][equals]=x'
  if (!operators.has(operator)) return null
  const kind = kindAt(path)
  const list = listOperators.has(operator)
  const element = rest.length === 1 && (rest[0] === '' || isWholeNumber(rest[0], maxIndex))
  if (kind?.kind === 'anyRelation' && operator === 'equals' && rest.length === 1 && ['relationTo', 'value'].includes(rest[0])) {
    return rest[0] === 'value' ? (values.map((v) => valueProblem(v, { kind: 'id' })).find(Boolean) ?? null) : null
  }
  if (rest.length > 0 && !(list && element)) return `where[${path}][${operator}] must be a value, not a list or an object`
  if (!list && values.length > 1) return `where[${path}][${operator}] is given more than once`
  if (!kind) return null
  if (operator === 'exists') return values.every((v) => /^(true|false)$/i.test(v)) ? null : `where[${path}][exists] must be true or false`
  if (operator === 'near' && kind.kind !== 'point') return `where[${path}] is not a point: near cannot be used`
  if ((operator === 'within' || operator === 'intersects') && kind.kind !== 'point' && kind.kind !== 'json') {
    return `where[${path}] is not a point: ${operator} cannot be used`
  }
  if (textOperators.has(operator) && ['id', 'number', 'date', 'checkbox'].includes(kind.kind)) {
    return `where[${path}] is not text: ${operator} cannot be used`
  }
  if (operator === 'near' || operator === 'within' || operator === 'intersects' || textOperators.has(operator)) return null
  // A list is comma separated (or one value per key); an empty entry asks for nothing.
  const each = list ? values.flatMap((v) => (element ? [v] : v.split(','))).filter((v) => v !== '') : values
  for (const value of each) {
    const problem = valueProblem(value, kind)
    if (problem) return `where[${path}][${operator}]: "${value.slice(0, 40)}" ${problem}`
  }
  return null
}
