'use client'
/**
 * A refund's page: a failed refund shows what the provider said, prominently, and a Retry button
 * (docs/refunds.md#staff); a pending one whose answer was lost shows the error and that it is sent
 * again; other states show nothing here (the fields above tell them).
 */
import { Button, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useId } from 'react'
import { ActionMessages } from './ActionMessages'
import { useStaffAction } from './useStaffAction'
import { useStaffText } from './useStaffText'
import './staffActions.css'

export function RetryRefund() {
  const { id } = useDocumentInfo()
  const state = useFormFields(([fields]) => fields.state?.value)
  const failure = useFormFields(([fields]) => fields.error?.value)
  const { busy, locked, error, note, run } = useStaffAction(`refund:${id}`)
  const titleId = useId()
  const { t } = useStaffText()

  if (id === undefined) return null
  const said = typeof failure === 'string' && failure !== '' ? failure : null
  if (state === 'refund_pending' && said) {
    // An answer that was lost: the sweeper sends it again under the same stamp (docs/refunds.md#refunds).
    return (
      <section className="staff-action" aria-labelledby={titleId}>
        <h3 id={titleId}>{t('retryPendingTitle')}</h3>
        <p className="staff-action__failure">{said}</p>
        <p>{t('retryPendingText')}</p>
      </section>
    )
  }
  if (state !== 'refund_failed') return note ? <ActionMessages error={null} note={note} /> : null

  return (
    <section className="staff-action" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('retryFailedTitle')}</h3>
      <p className="staff-action__failure">{said ?? t('retryNoReason')}</p>
      <ActionMessages error={error} note={note} />
      <Button buttonStyle="primary" disabled={locked} onClick={() => void run(`/proxy/staff/refunds/${id}/retry`, {}, () => t('retryStarted'))}>
        {busy ? t('retryBusy') : t('retryButton')}
      </Button>
    </section>
  )
}
