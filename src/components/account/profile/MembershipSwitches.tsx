'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import type { AccountView } from '@/domain/accounts/api'
import type { Locale } from '@/domain/locale'
import { accountApi } from '../accountApi'
import { Notice, notice, type NoticeView } from '../Notice'
import { asCustomer, sessionStore } from '../sessionStore'

type Switch = 'marketingStatus' | 'loyaltyMember'

/**
 * The newsletter and loyalty programme switches of *My account* (docs/accounts.md#for-visitors).
 * Each is a checkbox with the switch role, its state said in words under it. The loyalty programme
 * changes at once; the newsletter goes off at once, but on only after the mailed link is followed,
 * so the switch stays on with "waiting for your confirmation" until then.
 */
export function MembershipSwitches({ user, idPrefix }: { user: AccountView; idPrefix: string }) {
  const t = useTranslations('account')
  const locale = useLocale() as Locale
  const [saving, setSaving] = useState<{ name: Switch; on: boolean } | null>(null)
  const [message, setMessage] = useState<NoticeView | null>(null)

  const newsletterOn = user.marketingStatus || user.newsletterPending
  const state = {
    marketingStatus: t(user.marketingStatus ? 'profile.marketingOn' : user.newsletterPending ? 'profile.newsletterPending' : 'profile.marketingOff'),
    loyaltyMember: t(user.loyaltyMember ? 'profile.loyaltyOn' : 'profile.loyaltyOff'),
  }

  const change = async (name: Switch, on: boolean) => {
    if (saving) return
    setSaving({ name, on })
    setMessage(null)
    const answer = await asCustomer(locale, () => accountApi.saveSwitches({ [name]: on }, locale))
    setSaving(null)
    if (answer.ok) return sessionStore.signedIn(answer.value)
    const key = answer.error.status === 401 ? 'notice.userNotFound' : answer.error.status === 429 ? 'notice.tooManyAttempts' : 'notice.saveFailed'
    setMessage(notice('error', t(key)))
  }

  const toggle = (name: Switch, label: string, on: boolean) => {
    const id = `${idPrefix}-${name}`
    const checked = saving?.name === name ? saving.on : on
    return (
      <div className="switch">
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="switch__input"
          checked={checked}
          aria-describedby={`${id}-state`}
          onChange={(e) => void change(name, e.target.checked)}
        />
        <label htmlFor={id} className="switch__label">
          {label}
        </label>
        {/* Polite, so the state the server answered is read out after the switch's own change. */}
        <p id={`${id}-state`} className="switch__state" aria-live="polite">
          {state[name]}
        </p>
      </div>
    )
  }

  return (
    <section className="account-section" aria-labelledby={`${idPrefix}-title`} aria-busy={saving !== null}>
      <h2 id={`${idPrefix}-title`}>{t('profile.membershipTitle')}</h2>
      <Notice notice={message} />
      {toggle('marketingStatus', t('profile.newsletterSwitch'), newsletterOn)}
      {toggle('loyaltyMember', t('profile.loyaltySwitch'), user.loyaltyMember)}
    </section>
  )
}
