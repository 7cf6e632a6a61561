'use client'

import { useId, useRef } from 'react'
import type React from 'react'
import type { PopupView } from '@/domain/content'

type Props = { popup: PopupView; label: React.ReactNode; className?: string; closeLabel: string }

/** Opens a CMS popup in a modal dialog (focus is trapped and restored by the browser's <dialog>). */
export function DialogLink({ popup, label, className, closeLabel }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  return (
    <>
      <button type="button" className={className ?? 'link-button'} aria-haspopup="dialog" onClick={() => ref.current?.showModal()}>
        {label}
      </button>
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
    </>
  )
}
