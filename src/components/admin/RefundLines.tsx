'use client'
/** The order's lines to choose from in the refund panel; a line with nothing left to refund cannot be chosen. */
import { formatPrice } from '@/domain/money'
import { leftOf, type FormLine } from './formLines'

const euros = (cents: number) => formatPrice(cents, 'en')

type Props = { lines: FormLine[]; chosen: string[]; onToggle: (id: string) => void; disabled: boolean }

export function RefundLines({ lines, chosen, onToggle, disabled }: Props) {
  return (
    <fieldset>
      <legend>Lines to refund</legend>
      <span className="staff-action__hint">None chosen: every line with money left.</span>
      {lines.map((line) => (
        <label key={line.id} className="staff-action__choice">
          <input type="checkbox" checked={chosen.includes(line.id)} disabled={disabled || leftOf(line) === 0} onChange={() => onToggle(line.id)} />
          <span>
            {line.title} — paid {euros(line.total)}, refunded {euros(line.refunded)}
            {line.cancelledAt ? `, cancelled ${new Date(line.cancelledAt).toLocaleDateString('en-GB')}` : ''}
          </span>
        </label>
      ))}
    </fieldset>
  )
}
