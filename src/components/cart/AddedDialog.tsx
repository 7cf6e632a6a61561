'use client'

import { useEffect, useId, useRef } from 'react'
import { SiteLink } from '@/components/ui/SiteLink'

/** The popup's words: each part of the cart has its own (the digital one says how its tickets are paid). */
export type AddedDialogTexts = { title: string; body: (name: string) => string; stay: string; checkout: string }

type Props = { name: string | null; checkoutHref: string; texts: AddedDialogTexts; onClosed: () => void }

/**
 * docs/behaviour.md#cart: a modal that says what went into the empty cart and offers checkout,
 * opened while `name` is set. Closing it gives focus back to where it was (the "Add to cart" button).
 */
export function AddedDialog({ name, checkoutHref, texts, onClosed }: Props) {
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
        {texts.title}
      </h2>
      <p id={`${id}-body`}>{name ? texts.body(name) : null}</p>
      <div className="btn-row">
        <button type="button" className="btn btn--secondary" autoFocus onClick={() => dialog.current?.close()}>
          {texts.stay}
        </button>
        <SiteLink
          href={checkoutHref}
          className="btn btn--primary"
          onClick={() => {
            returnTo.current = null
            dialog.current?.close()
          }}
        >
          {texts.checkout}
        </SiteLink>
      </div>
    </dialog>
  )
}
