'use client'

import { usePathname } from 'next/navigation'
import type { AbstractIntlMessages } from 'next-intl'
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { HeaderIcon } from '@/components/layout/HeaderIcon'
import { freshAnnouncement } from '@/components/ui/freshAnnouncement'
import { formatMessage, type Message } from '@/components/ui/message'
import { useAwake } from '@/components/ui/useAwake'
import type { Locale } from '@/domain/locale'
import type { CartSummary } from './CartSync'
import { storedItemCount } from './storedCount'

const CartDialogBody = lazy(() => import('./CartDialogBody'))
// Loaded once the page is awake, not with its first script (docs/content.md#first-load-javascript).
const CartSync = lazy(() => import('./CartSync'))
// Loaded when something first goes into the empty cart.
const AddedDialog = lazy(() => import('./AddedDialog').then((module) => ({ default: module.AddedDialog })))

/** The button's and the popup's words, from the server (the header runs without next-intl's client). */
export type CartButtonTexts = {
  title: string
  close: string
  loadingContents: string
  continueShopping: string
  goToCheckout: string
  addedTitle: string
  /** The button's name with the count. */
  open: Message
  addedBody: Message
  announce: Message
}

type Props = {
  locale: Locale
  /** Where the first-in-cart popup leads (from the server: the path table stays out of every page's script). */
  checkoutHref: string
  texts: CartButtonTexts
  /** The cart area's texts for the contents, which load with next-intl when the dialog opens. */
  messages: AbstractIntlMessages
}

/** Adds already answered: a header mounted again after a navigation must not replay them. */
let handledAdd = 0

/**
 * The header's cart: a button with the number of items that opens the cart in a modal dialog, the
 * first-in-cart popup, and a polite live region that announces later adds.
 */
export function CartButton({ locale, checkoutHref, texts, messages }: Props) {
  const awake = useAwake()
  const id = useId()
  const button = useRef<HTMLButtonElement>(null)
  const dialog = useRef<HTMLDialogElement>(null)
  const [open, setOpen] = useState(false)
  const [firstAdded, setFirstAdded] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const pathname = usePathname()
  const [summary, setSummary] = useState<CartSummary | null>(null)
  // Until the stores are in, the count is read from where the cart is kept.
  const [storedCount] = useState(() => (typeof document === 'undefined' ? 0 : storedItemCount()))
  const count = summary?.count ?? storedCount

  const lastAdd = summary?.lastAdd ?? null
  useEffect(() => {
    if (!lastAdd || lastAdd.id <= handledAdd) return
    handledAdd = lastAdd.id
    if (lastAdd.first) setFirstAdded(lastAdd.title)
    else {
      const text = formatMessage(texts.announce, locale, { title: lastAdd.title })
      setAnnouncement((previous) => freshAnnouncement(previous, text))
    }
  }, [lastAdd, texts.announce, locale])

  // A link followed inside the dialog (checkout, an upsell) leaves it open otherwise: the header stays.
  const leaving = useRef(false)
  useEffect(() => {
    if (!dialog.current?.open) return
    leaving.current = true
    dialog.current.close()
  }, [pathname])

  return (
    <>
      <button
        ref={button}
        type="button"
        className="tool-link cart-button"
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true)
          dialog.current?.showModal()
        }}
      >
        <HeaderIcon name="cart" />
        <span className="visually-hidden">{awake ? formatMessage(texts.open, locale, { count }) : texts.title}</span>
        {awake && count > 0 ? (
          <span className="cart-button__count" aria-hidden="true">
            {count}
          </span>
        ) : null}
      </button>
      <dialog
        ref={dialog}
        className="dialog cart-dialog"
        aria-labelledby={`${id}-title`}
        onClose={() => {
          setOpen(false)
          if (!leaving.current) button.current?.focus()
          leaving.current = false
        }}
      >
        <div className="dialog__header">
          <h2 id={`${id}-title`}>{texts.title}</h2>
          <button type="button" className="dialog__close" aria-label={texts.close} onClick={() => dialog.current?.close()}>
            <HeaderIcon name="close" />
          </button>
        </div>
        {open ? (
          <Suspense fallback={<p>{texts.loadingContents}</p>}>
            <CartDialogBody
              locale={locale}
              messages={messages}
              hasPasses={summary?.hasPasses ?? false}
              onEmptied={() => dialog.current?.querySelector<HTMLButtonElement>('.dialog__close')?.focus()}
            />
          </Suspense>
        ) : null}
      </dialog>
      {firstAdded ? (
        <Suspense fallback={null}>
          <AddedDialog
            name={firstAdded}
            checkoutHref={checkoutHref}
            texts={{
              title: texts.addedTitle,
              body: (title) => formatMessage(texts.addedBody, locale, { title }),
              stay: texts.continueShopping,
              checkout: texts.goToCheckout,
            }}
            onClosed={() => setFirstAdded(null)}
          />
        </Suspense>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {awake ? (
        <Suspense fallback={null}>
          <CartSync locale={locale} onChange={setSummary} />
        </Suspense>
      ) : null}
    </>
  )
}
