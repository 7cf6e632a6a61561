import { getTranslations } from 'next-intl/server'
import { OpenCookieSettings } from './OpenCookieSettings'

/** The footer's "Cookie settings" (docs/consent.md#the-banner): opens the settings again at any time. */
export async function CookieSettingsButton() {
  const t = await getTranslations('consent')
  return <OpenCookieSettings label={t('title')} className="link-button" />
}
