'use client'

import { Suspense, useState } from 'react'
import type React from 'react'
import { createPortal } from 'react-dom'
import type { PopupView } from '@/domain/content'
import { lazyOnIntent } from './lazyOnIntent'

const { Part: PopupDialog, intentHandlers } = lazyOnIntent(() => import('./PopupDialog'))

type Props = { popup: PopupView; label: React.ReactNode; className?: string; closeLabel: string }

/**
 * A CMS link that opens a popup (CmsLink, content cards). The header and footer render CMS links, so
 * this button is in every page's first script and the dialog is not
 * (docs/content.md#first-load-javascript): it is fetched when the visitor points at or focuses the
 * button and mounted on the click. The button is phrasing content and often stands in a paragraph
 * (an info box's link), where a <dialog> may not, so the dialog goes to the end of <body>.
 */
export function DialogLink({ popup, label, className, closeLabel }: Props) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className={className ?? 'link-button'} aria-haspopup="dialog" {...intentHandlers} onClick={() => setOpen(true)}>
        {label}
      </button>
      {open
        ? createPortal(
            <Suspense fallback={null}>
              <PopupDialog popup={popup} closeLabel={closeLabel} onClose={() => setOpen(false)} />
            </Suspense>,
            document.body,
          )
        : null}
    </>
  )
}
