'use client'

import { useLocale, useTranslations, type AbstractIntlMessages } from 'next-intl'
import { useState } from 'react'
import { IntlIsland } from '@/components/ui/IntlIsland'
import { SiteLink } from '@/components/ui/SiteLink'
import type { Locale } from '@/domain/locale'
import { localizedPath } from '@/domain/paths'
import { CartContents } from './CartContents'
import { useCart } from './useCart'

type Props = {
  onEmptied: () => void
  /** The cart's other part (the activities shop's passes) has items: the header knows, this file may not look. */
  hasPasses: boolean
}

/**
 * The cart dialog's contents, loaded only when the dialog first opens to keep the header's script
 * small; next-intl and the cart's texts come with it.
 */
export default function CartDialogBody({ locale, messages, ...props }: Props & { locale: Locale; messages: AbstractIntlMessages }) {
  return (
    <IntlIsland intl={{ locale, messages }}>
      <Contents {...props} />
    </IntlIsland>
  )
}

function Contents({ onEmptied, hasPasses }: Props) {
  const t = useTranslations('cart')
  const locale = useLocale()
  const cart = useCart()
  const [emptied, setEmptied] = useState(false)
  return (
    <>
      <CartContents headingLevel={3} editable />
      <p role="status" className="visually-hidden">
        {emptied && cart.lines.length === 0 && !hasPasses ? t('emptied') : ''}
      </p>
      {/* Passes alone are a cart too: checkout and emptying are offered for them as well. */}
      {cart.lines.length > 0 || hasPasses ? (
        <div className="btn-row cart-dialog__actions">
          <SiteLink href={localizedPath('checkout', locale)} className="btn btn--primary">
            {t('goToCheckout')}
          </SiteLink>
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => {
              cart.clear()
              setEmptied(true)
              onEmptied()
            }}
          >
            {t('emptyCart')}
          </button>
        </div>
      ) : null}
    </>
  )
}
