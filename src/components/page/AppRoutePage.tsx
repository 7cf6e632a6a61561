import type React from 'react'
import { SiteShell } from '@/components/layout/SiteShell'
import type { Locale } from '@/domain/locale'
import type { PathKey } from '@/domain/paths'
import { alternatesForKey } from './alternates'

type Props = { locale: Locale; pathKey: PathKey; title: string; children?: React.ReactNode }

/** A route of the app (not a CMS page): checkout, profile, homeowner. Later issues fill their bodies. */
export function AppRoutePage({ locale, pathKey, title, children }: Props) {
  return (
    <SiteShell locale={locale} alternates={alternatesForKey(pathKey)} variant={pathKey === 'checkout' ? 'checkout' : 'default'}>
      <div className={`page page--${pathKey} container`}>
        <h1>{title}</h1>
        {children}
      </div>
    </SiteShell>
  )
}
