'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { Notice, notice, type NoticeView } from '@/components/account/Notice'
import { localeIso, type Locale } from '@/domain/locale'
import { localizedPath } from '@/domain/paths'
import { useLinkParams } from './useLinkParams'

const linkParams = ['email', 'token'] as const

/**
 * The mail's unsubscribe link lands here (docs/accounts.md#unsubscribing): a button sends the same
 * one-click POST a mail app would, so opening the link alone, as mail scanners do, changes nothing.
 */
export function UnsubscribeForm() {
  const t = useTranslations('newsletter.unsubscribe')
  const locale = useLocale() as Locale
  const link = useLinkParams(linkParams)
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<NoticeView | null>(null)
  const [done, setDone] = useState(false)

  const unsubscribe = async () => {
    if (!link || busy) return
    setBusy(true)
    const status = await fetch(`/proxy/vm-communication/v1/newsletter/unsubscribe?${new URLSearchParams(link)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-locale': localeIso[locale] },
      body: 'List-Unsubscribe=One-Click',
    }).then(
      (response) => response.status,
      () => 0,
    )
    setBusy(false)
    setDone(status === 200)
    setResult(notice(status === 200 ? 'success' : 'error', t(status === 200 ? 'done' : status === 400 ? 'failed' : 'error')))
  }

  const again = <a href={localizedPath('newsletter', locale)}>{t('again')}</a>
  if (result) return <Notice notice={result}>{done ? again : null}</Notice>
  if (link === undefined) return null
  if (link === null) return <p>{t('missing')}</p>
  return (
    <div className="unsubscribe">
      <p>{t('text', { email: link.email })}</p>
      <button type="button" className="btn btn--primary" onClick={unsubscribe} disabled={busy}>
        {busy ? t('working') : t('button')}
      </button>
    </div>
  )
}
