'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useRef } from 'react'
import { SiteLink } from '@/components/ui/SiteLink'
import { localizedPath } from '@/domain/paths'

type Props = { title: string | null; onClosed: () => void }

/**
 * The first-in-cart popup: a modal that says what went into the empty cart and offers checkout.
 * Closing it gives focus back to where it was (the "Add to cart" button).
 */
export function AddedDialog({ title, onClosed }: Props) {
  const t = useTranslations('cart')
  const locale = useLocale()
  const dialog = useRef<HTMLDialogElement>(null)
  const returnTo = useRef<HTMLElement | null>(null)
  const id = useId()

  useEffect(() => {
    const element = dialog.current
    if (title === null || !element || element.open) return
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    element.showModal()
  }, [title])

  return (
    <dialog
      ref={dialog}
      className="dialog cart-added"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onClose={() => {
        if (returnTo.current?.isConnected) returnTo.current.focus()
        onClosed()
      }}
    >
      <h2 id={`${id}-title`} className="cart-added__title">
        {t('added.title')}
      </h2>
      <p id={`${id}-body`}>{title ? t('added.body', { title }) : null}</p>
      <div className="btn-row">
        <button type="button" className="btn btn--secondary" autoFocus onClick={() => dialog.current?.close()}>
          {t('continueShopping')}
        </button>
        <SiteLink
          href={localizedPath('checkout', locale)}
          className="btn btn--primary"
          onClick={() => {
            returnTo.current = null
            dialog.current?.close()
          }}
        >
          {t('goToCheckout')}
        </SiteLink>
      </div>
    </dialog>
  )
}
