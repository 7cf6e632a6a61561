'use client'

import { useEffect, useId, useRef } from 'react'
import type { PopupView } from '@/domain/content'

type Props = { popup: PopupView; closeLabel: string; onClose: () => void }

/**
 * A CMS popup in a modal dialog, opened as soon as it is mounted (DialogLink mounts it on a click).
 * The browser's <dialog> traps focus and, on closing, gives it back to the button that opened it.
 */
export default function PopupDialog({ popup, closeLabel, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => ref.current?.showModal(), [])
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={onClose}>
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
}
