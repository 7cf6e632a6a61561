import type { useTranslations } from 'next-intl'
import { noonUtc } from '@/components/ui/WeekdayRow'
import type { RecurrenceRule } from '@/domain/events/recurrence'
import { formatFinnishDate, helsinkiDay } from '@/domain/helsinki'
import { localeIso, type Locale } from '@/domain/locale'

type EventsTranslator = ReturnType<typeof useTranslations<'events'>>

/** A Monday of January 2026, and the days after it: the weekday codes of a rule in order. */
const dayOfCode: Record<string, string> = {
  MO: '2026-01-05',
  TU: '2026-01-06',
  WE: '2026-01-07',
  TH: '2026-01-08',
  FR: '2026-01-09',
  SA: '2026-01-10',
  SU: '2026-01-11',
}

/** A repeating event's rule in words: "Every week, on Tuesday and Thursday, until 31.03.2027". */
export function recurrenceText(t: EventsTranslator, rule: RecurrenceRule, locale: Locale): string {
  const iso = localeIso[locale]
  const weekday = new Intl.DateTimeFormat(iso, { weekday: 'long', timeZone: 'UTC' })
  const parts = [t(`repeats.${rule.freq}`, { interval: rule.interval ?? 1 })]
  if (rule.byday?.length) {
    const days = Object.keys(dayOfCode).filter((code) => rule.byday?.includes(code as never))
    const list = new Intl.ListFormat(iso, { type: 'conjunction' }).format(days.map((code) => weekday.format(noonUtc(dayOfCode[code]!))))
    parts.push(t('repeats.onDays', { days: list }))
  }
  if (rule.until)
    parts.push(t('repeats.until', { date: formatFinnishDate(/^\d{4}-\d{2}-\d{2}$/.test(rule.until) ? rule.until : helsinkiDay(new Date(rule.until))) }))
  if (rule.count) parts.push(t('repeats.count', { count: rule.count }))
  return parts.join(', ')
}
