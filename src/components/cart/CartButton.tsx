'use client'

import './CartButton.css'
import { usePathname } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { Icon } from '@/components/layout/Icon'
import { freshAnnouncement } from '@/components/ui/freshAnnouncement'
import { useAwake } from '@/components/ui/useAwake'
import { AddedDialog } from './AddedDialog'
import type { CartSummary } from './CartSync'
import { storedItemCount } from './storedCount'

const CartDialogBody = lazy(() => import('./CartDialogBody'))
// Loaded once the page is awake, not with its first script (docs/content.md#first-load-javascript).
const CartSync = lazy(() => import('./CartSync'))

/** Adds already answered: a header mounted again after a navigation must not replay them. */
let handledAdd = 0

/**
 * The header's cart: a button with the number of items that opens the cart in a modal dialog, the
 * first-in-cart popup, and a polite live region that announces later adds.
 */
export function CartButton() {
  const t = useTranslations('cart')
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
      const text = t('added.announce', { title: lastAdd.title })
      setAnnouncement((previous) => freshAnnouncement(previous, text))
    }
  }, [lastAdd, t])

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
        <Icon name="cart" />
        <span className="visually-hidden">{awake ? t('open', { count }) : t('title')}</span>
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
          <h2 id={`${id}-title`}>{t('title')}</h2>
          <button type="button" className="dialog__close" aria-label={t('close')} onClick={() => dialog.current?.close()}>
            <Icon name="close" />
          </button>
        </div>
        {open ? (
          <Suspense fallback={<p>{t('loadingContents')}</p>}>
            <CartDialogBody
              hasPasses={summary?.hasPasses ?? false}
              onEmptied={() => dialog.current?.querySelector<HTMLButtonElement>('.dialog__close')?.focus()}
            />
          </Suspense>
        ) : null}
      </dialog>
      <AddedDialog
        name={firstAdded}
        texts={{ title: t('added.title'), body: (title) => t('added.body', { title }), stay: t('continueShopping'), checkout: t('goToCheckout') }}
        onClosed={() => setFirstAdded(null)}
      />
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {awake ? (
        <Suspense fallback={null}>
          <CartSync onChange={setSummary} />
        </Suspense>
      ) : null}
    </>
  )
}
