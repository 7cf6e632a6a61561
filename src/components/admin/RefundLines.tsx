'use client'
/** The order's lines to choose from in the refund panel; a line with nothing left to refund cannot be chosen. */
import { formatFinnishDate, helsinkiDay } from '@/domain/helsinki'
import { leftOf, type FormLine } from './formLines'
import { useStaffText } from './useStaffText'

type Props = { lines: FormLine[]; chosen: string[]; onToggle: (id: string) => void; disabled: boolean }

export function RefundLines({ lines, chosen, onToggle, disabled }: Props) {
  const { t, euros } = useStaffText()
  return (
    <fieldset>
      <legend>{t('linesLegend')}</legend>
      <span className="staff-action__hint">{t('linesHint')}</span>
      {lines.map((line) => (
        <label key={line.id} className="staff-action__choice">
          <input type="checkbox" checked={chosen.includes(line.id)} disabled={disabled || leftOf(line) === 0} onChange={() => onToggle(line.id)} />
          <span>
            {t('line', { title: line.title, paid: euros(line.total), refunded: euros(line.refunded) })}
            {line.cancelledAt ? t('lineCancelled', { date: formatFinnishDate(helsinkiDay(new Date(line.cancelledAt))) }) : ''}
          </span>
        </label>
      ))}
    </fieldset>
  )
}
