'use client'
import { useStaffText } from './useStaffText'

/** The two fields every staff money action asks for: an amount in euros (with what an empty or negative one means) and a required reason. */
type Props = {
  ids: string
  label: string
  hint: string
  amount: string
  reason: string
  disabled: boolean
  onAmount: (value: string) => void
  onReason: (value: string) => void
}

export function AmountReasonFields({ ids, label, hint, amount, reason, disabled, onAmount, onReason }: Props) {
  const { t } = useStaffText()
  return (
    <>
      <div className="staff-action__field">
        <label htmlFor={`${ids}-amount`}>{label}</label>
        <input
          id={`${ids}-amount`}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          disabled={disabled}
          aria-describedby={`${ids}-amount-hint`}
          onChange={(e) => onAmount(e.target.value)}
        />
        <span id={`${ids}-amount-hint`} className="staff-action__hint">
          {hint}
        </span>
      </div>
      <div className="staff-action__field">
        <label htmlFor={`${ids}-reason`}>{t('reason')}</label>
        <input
          id={`${ids}-reason`}
          required
          aria-required="true"
          maxLength={500}
          value={reason}
          disabled={disabled}
          onChange={(e) => onReason(e.target.value)}
        />
      </div>
    </>
  )
}
