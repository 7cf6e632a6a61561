'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { rememberLoginRedirect } from '@/components/account/accountNavigation'
import { sessionApartments } from '@/components/account/sessionStore'
import { useSession } from '@/components/account/useSession'
import { SiteLink as Link } from '@/components/ui/SiteLink'
import type { Locale } from '@/domain/locale'
import { localizedPath } from '@/domain/paths'
import { ApartmentPanel } from './ApartmentPanel'
import { homeownerApi } from './homeownerApi'
import { useErrorText, useHomeownerCall, useLoaded } from './useHomeowner'

/**
 * The homeowner page (docs/homeowner.md): the sign-in prompt, 'Too many user roles', or the owner's
 * apartments, one at a time, with their calendars and tools. Data is fetched in the browser: the
 * page itself is the same for everyone.
 */
export function HomeownerView() {
  const session = useSession()
  const t = useTranslations('homeowner')
  const locale = useLocale() as Locale
  if (session.status === 'unknown') return <p role="status">{t('page.loading')}</p>
  if (session.status === 'signedOut') {
    return (
      <div className="homeowner-signed-out">
        <p>{t('page.signedOutText')}</p>
        <Link href={localizedPath('login', locale)} className="btn btn--primary" onClick={() => rememberLoginRedirect(window.location.pathname)}>
          {t('page.signIn')}
        </Link>
      </div>
    )
  }
  return <Apartments profile={session.user} />
}

function Apartments({ profile }: { profile: Parameters<typeof ApartmentPanel>[0]['profile'] }) {
  const t = useTranslations('homeowner')
  const call = useHomeownerCall()
  const errorText = useErrorText()
  const [version, setVersion] = useState(0)
  // The first load takes the apartments the session restore already asked for (route step 2).
  const answer = useLoaded(() => (version === 0 ? sessionApartments() : null) ?? call(homeownerApi.apartments), [call, version])
  const [chosen, setChosen] = useState<number | null>(null)

  if (answer.status === 'loading') return <p role="status">{t('page.loading')}</p>
  if (answer.status === 'failed') return <p role="alert">{errorText(answer.error, 'loadingFailed')}</p>
  const { apartments, tooManyRoles } = answer.value
  if (tooManyRoles) {
    return (
      <div className="notice notice--info homeowner-blocked">
        <p>
          <strong>{t('errors.tooManyRoles')}</strong>
        </p>
        <p>{t('page.tooManyRolesHelp')}</p>
      </div>
    )
  }
  if (apartments.length === 0) return <p>{t('page.notOwner')}</p>
  const apartment = apartments.find((a) => a.id === chosen) ?? apartments[0]!
  return (
    <div className="homeowner">
      {apartments.length > 1 ? (
        <div className="field homeowner__chooser">
          <label htmlFor="homeowner-apartment" className="field__label">
            {t('page.chooseApartment')}
          </label>
          <select id="homeowner-apartment" className="field__input" value={apartment.id} onChange={(e) => setChosen(Number(e.target.value))}>
            {apartments.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name} ({a.unitCode})
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {/* A new panel per apartment, so nothing of the previous one's state or answers shows. */}
      <ApartmentPanel key={apartment.id} apartment={apartment} profile={profile} onApartmentChanged={() => setVersion((v) => v + 1)} />
    </div>
  )
}
