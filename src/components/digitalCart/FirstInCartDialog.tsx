'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useRef } from 'react'
import { SiteLink } from '@/components/ui/SiteLink'
import { localizedPath } from '@/domain/paths'

type Props = { name: string | null; onClosed: () => void }

/**
 * Spec §4 first-in-cart popup for the digital cart: a modal saying what went into the empty cart,
 * with checkout one step away. Closing it returns focus to where it was (the "Add to cart" button).
 */
export function FirstInCartDialog({ name, onClosed }: Props) {
  const t = useTranslations('digitalCart.firstInCart')
  const locale = useLocale()
  const dialog = useRef<HTMLDialogElement>(null)
  const returnTo = useRef<HTMLElement | null>(null)
  const id = useId()

  useEffect(() => {
    const element = dialog.current
    if (name === null || !element || element.open) return
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    element.showModal()
  }, [name])

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
        {t('title')}
      </h2>
      <p id={`${id}-body`}>{name ? t('body', { name }) : null}</p>
      <div className="btn-row">
        <button type="button" className="btn btn--secondary" autoFocus onClick={() => dialog.current?.close()}>
          {t('continue')}
        </button>
        <SiteLink
          href={localizedPath('checkout', locale)}
          className="btn btn--primary"
          onClick={() => {
            returnTo.current = null
            dialog.current?.close()
          }}
        >
          {t('checkout')}
        </SiteLink>
      </div>
    </dialog>
  )
}
