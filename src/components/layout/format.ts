/** Dates as the site shows them: dd.MM.yyyy in the Europe/Helsinki zone (docs/limits.md#dates-and-time). */
const dateFormat = new Intl.DateTimeFormat('fi-FI', {
  timeZone: 'Europe/Helsinki',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
})

export function formatDate(value: string | null | undefined): string {
  if (!value) return ''
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date)
}

/** A phone number as a tel: URL (spaces and dashes dropped). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

/** Unique ids from titles: a repeated id gets a numeric suffix. */
export function uniqueIds(values: string[], make: (value: string) => string): string[] {
  const seen = new Map<string, number>()
  return values.map((value) => {
    const base = make(value) || 'item'
    const count = (seen.get(base) ?? 0) + 1
    seen.set(base, count)
    return count === 1 ? base : `${base}-${count}`
  })
}
