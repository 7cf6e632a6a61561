'use client'
/**
 * The order page's Refund panel (docs/refunds.md#staff): refunds lines of a confirmed order, or the
 * payment of a refund_due one, in full or in part, with a reason. The idempotency key is made once
 * per panel, so a double click or a retry after a lost answer stays one refund.
 */
import { Button, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useId, useMemo, useState } from 'react'
import { eurosToCents } from '@/domain/euroInput'
import { ActionMessages } from './ActionMessages'
import { AmountReasonFields } from './AmountReasonFields'
import { formLines, leftOf } from './formLines'
import { RefundLines } from './RefundLines'
import { submitOnEnter } from './submitOnEnter'
import { useStaffAction } from './useStaffAction'
import { useStaffText } from './useStaffText'
import './staffActions.css'

type RefundTo = 'original' | 'giftCard'

export function RefundPanel() {
  const { id } = useDocumentInfo()
  const fields = useFormFields(([state]) => state)
  const status = fields.status?.value
  const lines = useMemo(() => formLines(fields), [fields])
  const [key] = useState(() => crypto.randomUUID())
  const [chosen, setChosen] = useState<string[]>([])
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const [cancelLines, setCancelLines] = useState(false)
  const [refundTo, setRefundTo] = useState<RefundTo>('original')
  const { busy, locked, error, note, setError, run } = useStaffAction(`order:${id}`)
  const ids = useId()
  const { t, euros } = useStaffText()

  if (id === undefined) return null
  // A refund can end what there was to refund (a refund_due order becomes refunded): its note still shows.
  if (status !== 'confirmed' && status !== 'refund_due') return note ? <ActionMessages error={null} note={note} /> : null
  const sold = status === 'confirmed'
  const left = lines.filter((l) => chosen.length === 0 || chosen.includes(l.id)).reduce((sum, l) => sum + leftOf(l), 0)

  const submit = () => {
    const cents = amount.trim() === '' ? undefined : eurosToCents(amount)
    if (cents === null || (cents !== undefined && cents <= 0)) return setError(t('refundAmountInvalid'))
    if (reason.trim() === '') return setError(t('reasonRequired'))
    const body = { lineIds: sold ? chosen : [], ...(cents === undefined ? {} : { amount: cents }), reason, cancelLines: sold && cancelLines, refundTo, key }
    void run<{ refunds: number }>(`/proxy/staff/orders/${id}/refunds`, body, (value) =>
      value.refunds === 1 ? t('refundStartedOne') : t('refundStartedMany', { count: value.refunds }),
    )
  }

  return (
    <section className="staff-action" aria-labelledby={`${ids}-title`} onKeyDown={submitOnEnter(submit)}>
      <h3 id={`${ids}-title`}>{t('refundTitle')}</h3>
      {sold ? (
        <RefundLines
          lines={lines}
          chosen={chosen}
          disabled={locked}
          onToggle={(line) => setChosen((c) => (c.includes(line) ? c.filter((x) => x !== line) : [...c, line]))}
        />
      ) : (
        <p className="staff-action__hint">{t('refundPaidLate')}</p>
      )}
      <AmountReasonFields
        ids={ids}
        label={t('refundAmount')}
        hint={sold ? t('refundAmountHintLines', { amount: euros(left) }) : t('refundAmountHintPayment')}
        amount={amount}
        reason={reason}
        disabled={locked}
        onAmount={setAmount}
        onReason={setReason}
      />
      {sold && (
        <label className="staff-action__choice">
          <input type="checkbox" checked={cancelLines} disabled={locked} onChange={(e) => setCancelLines(e.target.checked)} />
          {t('refundCancelLines')}
        </label>
      )}
      <fieldset>
        <legend>{t('refundTo')}</legend>
        {(
          [
            ['original', t('refundToOriginal')],
            ['giftCard', t('refundToGiftCard')],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="staff-action__choice">
            <input type="radio" name={`${ids}-refund-to`} value={value} checked={refundTo === value} disabled={locked} onChange={() => setRefundTo(value)} />
            {label}
          </label>
        ))}
      </fieldset>
      <ActionMessages error={error} note={note} />
      <Button buttonStyle="primary" disabled={locked} onClick={submit}>
        {busy ? t('refundBusy') : t('refundButton')}
      </Button>
    </section>
  )
}
