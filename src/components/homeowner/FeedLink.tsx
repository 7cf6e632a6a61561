'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { Notice, notice, type NoticeView } from '@/components/account/Notice'
import { homeownerApi } from './homeownerApi'
import { useErrorText, useHomeownerCall } from './useHomeowner'

type Props = { apartmentId: number; feedUrl: string; idPrefix: string }

/** The viewer's private calendar feed: the address to copy into a calendar app, and a new one when the old has leaked. */
export function FeedLink({ apartmentId, feedUrl, idPrefix }: Props) {
  const t = useTranslations('homeowner.feed')
  const call = useHomeownerCall()
  const errorText = useErrorText()
  const [url, setUrl] = useState(feedUrl)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<NoticeView | null>(null)
  // The address as a calendar app needs it: absolute, on this site.
  const absolute = typeof window === 'undefined' ? url : new URL(url, window.location.origin).toString()

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(absolute)
      setMessage(notice('success', t('copied')))
    } catch {
      setMessage(notice('error', t('copyFailed')))
    }
  }

  const renew = async () => {
    if (busy) return
    setBusy(true)
    setMessage(null)
    const answer = await call((l) => homeownerApi.renewFeed(apartmentId, l))
    setBusy(false)
    if (!answer.ok) return setMessage(notice('error', errorText(answer.error, 'loadingFailed')))
    setUrl(answer.value.feedUrl)
    setMessage(notice('success', t('renewed')))
  }

  return (
    <section className="homeowner-section" aria-labelledby={`${idPrefix}-title`}>
      <h3 id={`${idPrefix}-title`}>{t('title')}</h3>
      <p id={`${idPrefix}-intro`}>{t('intro')}</p>
      <Notice notice={message} />
      <div className="field">
        <label htmlFor={`${idPrefix}-url`} className="field__label">
          {t('label')}
        </label>
        <input
          id={`${idPrefix}-url`}
          className="field__input homeowner-feed__url"
          readOnly
          value={absolute}
          aria-describedby={`${idPrefix}-intro`}
          onFocus={(e) => e.target.select()}
        />
      </div>
      <div className="btn-row">
        <button type="button" className="btn btn--secondary" onClick={copy}>
          {t('copy')}
        </button>
        <button type="button" className="btn btn--secondary" disabled={busy} onClick={renew}>
          {busy ? t('renewing') : t('renew')}
        </button>
      </div>
    </section>
  )
}
