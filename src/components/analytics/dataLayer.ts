/**
 * The page's analytics data layer (docs/consent.md#events): what our pages tell the tag manager.
 * Nothing here sends anything: the events wait in `window.dataLayer`, which only the tag manager's
 * container reads, and the container is loaded only after analytics or marketing consent. The first
 * entry is always Consent Mode's default (everything denied), so no tag can run before it.
 */
import type { AccountEvent, EcommerceEvent } from '@/domain/analytics/ecommerce'
import { consentModeOf } from '@/domain/consent/consentChoice'

type DataLayerWindow = Window & { dataLayer?: unknown[] }

export function dataLayer(): unknown[] {
  const w = window as DataLayerWindow
  if (!w.dataLayer) {
    w.dataLayer = []
    gtag('consent', 'default', consentModeOf(null))
  }
  return w.dataLayer
}

/** Google's `gtag()`: its commands must be the `arguments` object itself, which the container tells apart from events. */
export function gtag(..._command: unknown[]) {
  // eslint-disable-next-line prefer-rest-params -- the container reads commands only as an Arguments object
  dataLayer().push(arguments)
}

/** GA4 asks for the previous event's `ecommerce` to be cleared before the next one. */
export function pushEvent(event: EcommerceEvent | AccountEvent) {
  const layer = dataLayer()
  if ('ecommerce' in event) layer.push({ ecommerce: null })
  layer.push(event)
}
