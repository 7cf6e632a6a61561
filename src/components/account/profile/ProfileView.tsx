'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect } from 'react'
import { isProfileComplete } from '@/domain/accounts/loginRedirect'
import type { Locale } from '@/domain/locale'
import { localizedPath } from '@/domain/paths'
import { SiteLink as Link } from '@/components/ui/SiteLink'
import { rememberLoginRedirect } from '../accountNavigation'
import { resetProgress } from '../registrationProgress'
import { useSession } from '../useSession'
import { CustomerOrders } from './CustomerOrders'
import { MembershipSwitches } from './MembershipSwitches'
import { PasswordChange } from './PasswordChange'
import { ProfileDetails } from './ProfileDetails'
import { SignOutButton } from './SignOutButton'

/** 'My account' (docs/routes.md#account-pages): the details, the password, the newsletter and loyalty switches, past orders and sign-out. */
export function ProfileView() {
  const t = useTranslations('account')
  const locale = useLocale() as Locale
  const session = useSession()

  // docs/routes.md#route-steps: visiting the profile resets the forgotten-password flow.
  useEffect(() => resetProgress.write(null), [])

  if (session.status === 'unknown') return <p role="status">{t('profile.loading')}</p>
  if (session.status === 'signedOut') {
    return (
      <div className="account-signed-out">
        <p>{t('profile.signedOutText')}</p>
        <Link href={localizedPath('login', locale)} className="btn btn--primary" onClick={() => rememberLoginRedirect(window.location.pathname)}>
          {t('profile.signIn')}
        </Link>
      </div>
    )
  }
  const { user } = session
  return (
    <div className="account-profile">
      {isProfileComplete(user) ? null : <p className="notice notice--info">{t('profile.completeProfile')}</p>}
      <ProfileDetails user={user} idPrefix="profile-details" />
      <PasswordChange idPrefix="profile-password" />
      <MembershipSwitches user={user} idPrefix="profile-membership" />
      {session.isHomeOwner ? <Link href={localizedPath('homeowner', locale)}>{t('profile.homeowner')}</Link> : null}
      <CustomerOrders idPrefix="profile-orders" />
      <SignOutButton />
    </div>
  )
}
