'use client'
/**
 * A refund's page: a failed refund shows what the provider said, prominently, and a Retry button
 * (docs/refunds.md#staff); other states show nothing here (the fields above tell them).
 */
import { Button, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useId } from 'react'
import { ActionMessages } from './ActionMessages'
import { useStaffAction } from './useStaffAction'
import './staffActions.css'

export function RetryRefund() {
  const { id } = useDocumentInfo()
  const state = useFormFields(([fields]) => fields.state?.value)
  const failure = useFormFields(([fields]) => fields.error?.value)
  const { busy, locked, error, note, run } = useStaffAction(`refund:${id}`)
  const titleId = useId()

  if (id === undefined) return null
  if (state !== 'refund_failed') return note ? <ActionMessages error={null} note={note} /> : null

  return (
    <section className="staff-action" aria-labelledby={titleId}>
      <h3 id={titleId}>This refund failed</h3>
      <p className="staff-action__failure">{typeof failure === 'string' && failure !== '' ? failure : 'The provider gave no reason.'}</p>
      <ActionMessages error={error} note={note} />
      <Button
        buttonStyle="primary"
        disabled={locked}
        onClick={() => void run(`/proxy/staff/refunds/${id}/retry`, {}, () => 'Retry started: the state above shows how it went.')}
      >
        {busy ? 'Retrying…' : 'Retry'}
      </Button>
    </section>
  )
}
