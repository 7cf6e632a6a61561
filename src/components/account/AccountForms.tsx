'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import type { AccountForm } from '@/blocks/LoginForm/config'
import type { Locale } from '@/domain/locale'
import { localizedPath } from '@/domain/paths'
import { SiteLink as Link } from '@/components/ui/SiteLink'
import { EmailVerification } from './EmailVerification'
import { LoginForm } from './LoginForm'
import { RegistrationForm } from './RegistrationForm'
import { ResetPasswordFlow } from './ResetPasswordFlow'
import { carriedEmail, resetProgress } from './registrationProgress'
import { useSession } from './useSession'
import { withIntl } from '@/components/ui/IntlIsland'

/**
 * The account form of a page, and the e-mailed links it answers (docs/routes.md#route-steps):
 * sign-in with `mode=resetPassword` goes on to step 3 of the reset page; `mode=verifyEmail` with its
 * `oobCode` verifies the address; visiting sign-in resets the reset flow.
 */
export function AccountForms({ form, idPrefix }: { form: AccountForm; idPrefix: string }) {
  const t = useTranslations('account')
  const locale = useLocale() as Locale
  const router = useRouter()
  const session = useSession()
  const [linkCode, setLinkCode] = useState<string | null>(null)
  const [email, setEmail] = useState<string | null>(null)
  const carried = useRef(false)

  useEffect(() => {
    const query = new URLSearchParams(window.location.search)
    const mode = query.get('mode')
    if (form === 'login' && mode === 'resetPassword') {
      query.set('step', '3')
      router.replace(`${localizedPath('resetPassword', locale)}?${query}`)
      return
    }
    if (mode === 'verifyEmail' && query.get('oobCode')) {
      setLinkCode(query.get('oobCode'))
      // A code works once and is a secret: it leaves the address (and what analytics can read of it).
      window.history.replaceState(null, '', window.location.pathname)
    }
    if (form === 'login') resetProgress.write(null)
    // Taken once: React may run this twice in development, and the second run must not find it gone.
    if (form === 'registration' && !carried.current) {
      carried.current = true
      setEmail(carriedEmail.read())
      carriedEmail.write(null)
    }
  }, [form, locale, router])

  // Verifying signed the customer in (docs/accounts.md#verifying-signs-in): next is their account.
  const accountLink = () => (
    <Link href={localizedPath('profile', locale)} className="btn btn--primary">
      {t('registration.toAccount')}
    </Link>
  )

  if (linkCode) return <EmailVerification idPrefix={`${idPrefix}-link`} email={null} linkCode={linkCode} renderVerified={accountLink} />
  if (form === 'resetPassword') return <ResetPasswordFlow idPrefix={idPrefix} />
  if (form === 'registration') {
    return (
      <>
        {/* A new key when the e-mail arrives from sign-in, so the form starts with it. */}
        <RegistrationForm key={email ?? ''} idPrefix={idPrefix} initialEmail={email ?? ''} renderVerified={accountLink} />
        <p className="account-form__switch">
          <Link href={localizedPath('login', locale)}>{t('registration.haveAccount')}</Link>
        </p>
      </>
    )
  }
  if (session.status === 'signedIn') {
    return (
      <p className="account-form__signed-in">
        <Link href={localizedPath('profile', locale)}>{t('header.myAccount')}</Link>
      </p>
    )
  }
  return (
    <LoginForm
      idPrefix={idPrefix}
      onNoAccount={(address) => {
        carriedEmail.write(address)
        router.push(localizedPath('registration', locale))
      }}
      moreLinks={
        <li>
          <Link href={localizedPath('registration', locale)}>{t('login.register')}</Link>
        </li>
      }
    />
  )
}

/** The island the content page renders (src/components/islands.tsx), with its texts. */
export const AccountFormsIsland = withIntl(AccountForms)
