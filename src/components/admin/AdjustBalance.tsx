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
      <div className="staff-action__field">
        <label htmlFor={`${ids}-amount`}>Change in euros</label>
        <input
          id={`${ids}-amount`}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          disabled={locked}
          aria-describedby={`${ids}-amount-hint`}
          onChange={(e) => setAmount(e.target.value)}
        />
        <span id={`${ids}-amount-hint`} className="staff-action__hint">
          Positive adds to the balance, negative (for example -5,50) takes from it.
        </span>
      </div>
      <div className="staff-action__field">
        <label htmlFor={`${ids}-reason`}>Reason (required)</label>
        <input
          id={`${ids}-reason`}
          required
          aria-required="true"
          maxLength={500}
          value={reason}
          disabled={locked}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      <ActionMessages error={error} note={note} />
      <Button buttonStyle="primary" disabled={locked} onClick={submit}>
        {busy ? 'Saving…' : 'Adjust balance'}
      </Button>
    </section>
  )
}
