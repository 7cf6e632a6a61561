'use client'

import { useTranslations } from 'next-intl'
import { useDigitalCart } from './useDigitalCart'

/**
 * docs/messages.md#shop-and-cart: a refused cart was cleared, and the visitor is told so (an alert, read out at once). When the
 * server could not be reached the items stay and can be checked again.
 */
export function ValidationProblem() {
  const t = useTranslations('digitalCart')
  const { problem, dismissProblem, retry } = useDigitalCart()
  return (
    <div role="alert" className="digital-cart__problem">
      {problem ? (
        <div className="shop-notice shop-notice--error">
          <p>{t(problem === 'refused' ? 'cartValidationFailed' : 'checkFailed')}</p>
          <div className="btn-row">
            {problem === 'unchecked' ? (
              <button type="button" className="btn btn--secondary" onClick={retry}>
                {t('retry')}
              </button>
            ) : null}
            <button type="button" className="link-button" onClick={dismissProblem}>
              {t('dismiss')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  )
}
