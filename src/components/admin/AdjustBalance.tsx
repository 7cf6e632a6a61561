'use client'
/**
 * A gift card's page: staff change its balance by an amount, with a reason, which becomes an
 * adjustment entry of the card's ledger (docs/gift-cards.md#ledger). The balance never goes below zero.
 */
import { Button, useDocumentInfo } from '@payloadcms/ui'
import { useId, useState } from 'react'
import { eurosToCents } from '@/domain/euroInput'
import { ActionMessages } from './ActionMessages'
import { AmountReasonFields } from './AmountReasonFields'
import { submitOnEnter } from './submitOnEnter'
import { useStaffAction } from './useStaffAction'
import { useStaffText } from './useStaffText'
import './staffActions.css'

export function AdjustBalance() {
  const { id } = useDocumentInfo()
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const { busy, locked, error, note, setError, run } = useStaffAction(`gift-card:${id}`)
  const ids = useId()
  const { t, euros } = useStaffText()

  if (id === undefined) return null

  const submit = () => {
    const cents = eurosToCents(amount)
    if (cents === null || cents === 0) return setError(t('adjustInvalid'))
    if (reason.trim() === '') return setError(t('reasonRequired'))
    void run<{ balance: number }>(`/proxy/staff/gift-cards/${id}/adjustments`, { amount: cents, reason }, (value) =>
      t('adjustDone', { balance: euros(value.balance) }),
    )
  }

  return (
    <section className="staff-action" aria-labelledby={`${ids}-title`} onKeyDown={submitOnEnter(submit)}>
      <h3 id={`${ids}-title`}>{t('adjustTitle')}</h3>
      <AmountReasonFields
        ids={ids}
        label={t('adjustAmount')}
        hint={t('adjustHint')}
        amount={amount}
        reason={reason}
        disabled={locked}
        onAmount={setAmount}
        onReason={setReason}
      />
      <ActionMessages error={error} note={note} />
      <Button buttonStyle="primary" disabled={locked} onClick={submit}>
        {busy ? t('adjustBusy') : t('adjustButton')}
      </Button>
    </section>
  )
}
