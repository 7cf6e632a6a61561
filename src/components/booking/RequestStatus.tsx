'use client'

import { useTranslations } from 'next-intl'

/**
 * Loading and failure of an availability request: a failure is an alert (docs/messages.md#shop-and-cart);
 * an aborted request never gets here.
 */
export function RequestStatus({ loading, failed }: { loading: boolean; failed: boolean }) {
  const t = useTranslations('shop')
  return (
    <>
      {loading ? (
        <p className="shop-loading">
          <span className="shop-loading__spinner" aria-hidden="true" />
          {t('loading')}
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className="shop-notice shop-notice--error">
          {t('availabilityFailed')}
        </p>
      ) : null}
    </>
  )
}
