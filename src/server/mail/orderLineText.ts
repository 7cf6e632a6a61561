/**
 * How the order mails describe a line: when it takes place, and under which cancellation terms it was
 * sold (docs/refunds.md#cancellation-policy), in the words of the order's language.
 */
import 'server-only'
import type { OrderLineView } from '@/domain/checkout/api'
import { formatFinnishDate } from '@/domain/helsinki'
import type { EmailTranslator } from './emailTranslator'
import { helsinkiMoment } from './format'

export function lineWhen(line: OrderLineView, t: EmailTranslator): string[] {
  if (line.dateTime) return [t('dateTime', helsinkiMoment(line.dateTime))]
  if (line.from && line.to && line.from !== line.to) return [t('dateRange', { from: formatFinnishDate(line.from), to: formatFinnishDate(line.to) })]
  return line.from ? [formatFinnishDate(line.from)] : []
}

/**
 * A deadline counted in days ends at midnight in Helsinki, so it is shown as the last whole day it
 * covers ("until the end of 10.06.2026"); one counted in hours is shown with its time.
 */
export function cancellationTerms(line: OrderLineView, t: EmailTranslator): string {
  const { policy, until } = line.cancellation
  if (policy === 'nonRefundable') return t('confirmation.products.nonRefundable')
  if (policy === 'notOnline' || !until) return t('confirmation.products.notOnline')
  const deadline = helsinkiMoment(until)
  if (deadline.time !== '00:00') return t('confirmation.products.freeUntilTime', { deadline: t('dateTime', deadline) })
  const lastDay = helsinkiMoment(new Date(new Date(until).getTime() - 1).toISOString()).date
  return t('confirmation.products.freeUntilDay', { date: lastDay })
}
