/**
 * The tag manager container (docs/consent.md#the-tag-manager): loaded once per page, and only for a
 * visitor who accepted analytics or marketing. Consent Mode's state is updated from the choice
 * before the container's script is added, so its tags start with the visitor's answer.
 */
import { consentModeOf, tagManagerAllowed, type Grants } from '@/domain/consent/consentChoice'
import { dataLayer, gtag } from './dataLayer'

const tagManagerOrigin = 'https://www.googletagmanager.com'
let loaded = false

/** Tells the tags the visitor's choice, and loads the container when it allows it and staff set one. */
export function applyConsent(grants: Grants | null, containerId: string | null) {
  gtag('consent', 'update', consentModeOf(grants))
  if (loaded || !containerId || !tagManagerAllowed(grants)) return
  loaded = true
  dataLayer().push({ 'gtm.start': new Date().getTime(), event: 'gtm.js' })
  const script = document.createElement('script')
  script.async = true
  script.src = `${tagManagerOrigin}/gtm.js?id=${encodeURIComponent(containerId)}`
  document.head.appendChild(script)
}
