'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import type { Locale } from '@/domain/locale'
import { localizedPath } from '@/domain/paths'
import { accountApi } from '../accountApi'
import { carryNotice } from '../carriedNotice'
import { Notice, notice, type NoticeView } from '../Notice'
import { sessionStore } from '../sessionStore'

/** docs/behaviour.md#logout: the calls, the cookies removed, the state reset, a success notice, the landing page. */
export function SignOutButton() {
  const t = useTranslations('account')
  const locale = useLocale() as Locale
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<NoticeView | null>(null)

  const signOut = async () => {
    setBusy(true)
    const answer = await accountApi.logout(locale)
    if (!answer.ok) {
      setBusy(false)
      return setMessage(notice('error', t('notice.logoutFailed')))
    }
    sessionStore.signedOut()
    carryNotice('loggedOut')
    router.push(localizedPath('landing', locale))
  }

  return (
    <div className="account-signout">
      <Notice notice={message} />
      <button type="button" className="btn btn--secondary" onClick={signOut} disabled={busy}>
        {busy ? t('profile.signingOut') : t('profile.signOut')}
      </button>
    </div>
  )
}
