'use client'

import { useEffect, useId, useRef, useState } from 'react'
import type React from 'react'
import { createPortal } from 'react-dom'
import type { PopupView } from '@/domain/content'

type Props = { popup: PopupView; label: React.ReactNode; className?: string; closeLabel: string }

/**
 * Opens a CMS popup in a modal dialog (focus is trapped and restored by the browser's <dialog>). The
 * button is phrasing content and often stands in a paragraph (an info box's link), where a <dialog>
 * may not: the parser would close the paragraph and hydration would fail (React #418). So the dialog
 * is put at the end of <body> once the page runs; only the button needs it, and it needs script too.
 */
export function DialogLink({ popup, label, className, closeLabel }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const dialog = (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId}>
      <div className="dialog__header">
        <h2 id={titleId}>{popup.title}</h2>
        <form method="dialog">
          <button type="submit" className="dialog__close" aria-label={closeLabel}>
            ×
          </button>
        </form>
      </div>
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: popup.content }} />
      {popup.button ? (
        <p>
          <a className={`btn btn--${popup.button.appearance}`} href={popup.button.url}>
            {popup.button.title}
          </a>
        </p>
      ) : null}
    </dialog>
  )
  return (
    <>
      <button type="button" className={className ?? 'link-button'} aria-haspopup="dialog" onClick={() => ref.current?.showModal()}>
        {label}
      </button>
      {mounted ? createPortal(dialog, document.body) : null}
    </>
  )
}
