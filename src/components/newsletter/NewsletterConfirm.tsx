'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { accountApi } from '@/components/account/accountApi'
import { Notice, notice, type NoticeView } from '@/components/account/Notice'
import type { Locale } from '@/domain/locale'
import { useLinkParams } from './useLinkParams'

const tokenParam = ['token'] as const

/**
 * The confirmation link's part of the /newsletter page (double opt-in): the mailed link
 * (`?token=…`) brings its owner here to confirm with a button, so a mail scanner that opens links
 * confirms nothing.
 */
export function NewsletterConfirm() {
  const t = useTranslations('newsletter')
  const locale = useLocale() as Locale
  const link = useLinkParams(tokenParam)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<NoticeView | null>(null)

  const confirm = async () => {
    if (!link || busy) return
    setBusy(true)
    const answer = await accountApi.confirmNewsletter(link.token, locale)
    setBusy(false)
    if (answer.ok) setMessage(notice('success', t('confirm.done')))
    else setMessage(notice('error', t(answer.error.status === 429 ? 'form.tooManyAttempts' : 'confirm.failed')))
  }

  if (message) return <Notice notice={message} />
  if (!link) return null
  return (
    <section className="newsletter-confirm" aria-labelledby="newsletter-confirm-title">
      <h2 id="newsletter-confirm-title">{t('confirm.title')}</h2>
      <p>{t('confirm.text')}</p>
      <button type="button" className="btn btn--primary" onClick={confirm} disabled={busy}>
        {busy ? t('confirm.working') : t('confirm.button')}
      </button>
    </section>
  )
}
