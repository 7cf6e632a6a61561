'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { SiteLink } from '@/components/ui/SiteLink'
import { localizedPath } from '@/domain/paths'
import { CartContents } from './CartContents'
import { useCart } from './useCart'

type Props = { onEmptied: () => void }

/** The cart dialog's contents, loaded only when the dialog first opens to keep the header's script small. */
export default function CartDialogBody({ onEmptied }: Props) {
  const t = useTranslations('cart')
  const locale = useLocale()
  const cart = useCart()
  const [emptied, setEmptied] = useState(false)
  return (
    <>
      <CartContents headingLevel={3} editable />
      <p role="status" className="visually-hidden">
        {emptied && cart.lines.length === 0 ? t('emptied') : ''}
      </p>
      {cart.lines.length > 0 ? (
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
