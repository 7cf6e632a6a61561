'use client'
/**
 * A gift card's page: staff change its balance by an amount, with a reason, which becomes an
 * adjustment entry of the card's ledger (docs/gift-cards.md#ledger). The balance never goes below zero.
 */
import { Button, useDocumentInfo } from '@payloadcms/ui'
import { useId, useState } from 'react'
import { eurosToCents } from '@/domain/euroInput'
import { formatPrice } from '@/domain/money'
import { ActionMessages } from './ActionMessages'
import { AmountReasonFields } from './AmountReasonFields'
import { submitOnEnter } from './submitOnEnter'
import { useStaffAction } from './useStaffAction'
import './staffActions.css'

export function AdjustBalance() {
  const { id } = useDocumentInfo()
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const { busy, locked, error, note, setError, run } = useStaffAction(`gift-card:${id}`)
  const ids = useId()

  if (id === undefined) return null

  const submit = () => {
    const cents = eurosToCents(amount)
    if (cents === null || cents === 0) return setError('Type the change in euros, for example 10 or -5,50 (not 0).')
    if (reason.trim() === '') return setError('A reason is required.')
    void run<{ balance: number }>(
      `/proxy/staff/gift-cards/${id}/adjustments`,
      { amount: cents, reason },
      (value) => `Balance is now ${formatPrice(value.balance, 'en')}.`,
    )
  }

  return (
    <section className="staff-action" aria-labelledby={`${ids}-title`} onKeyDown={submitOnEnter(submit)}>
      <h3 id={`${ids}-title`}>Adjust balance</h3>
      <AmountReasonFields
        ids={ids}
        label="Change in euros"
        hint="Positive adds to the balance, negative (for example -5,50) takes from it."
        amount={amount}
        reason={reason}
        disabled={locked}
        onAmount={setAmount}
        onReason={setReason}
      />
      <ActionMessages error={error} note={note} />
      <Button buttonStyle="primary" disabled={locked} onClick={submit}>
        {busy ? 'Saving…' : 'Adjust balance'}
      </Button>
    </section>
  )
}
