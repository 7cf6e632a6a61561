'use client'

import { useEffect, useRef, type ReactNode } from 'react'

export type NoticeView = { type: 'success' | 'error' | 'info'; text: string; id: number }

/**
 * A form's outcome (docs/content-model.md#notification: message and type, default success). It takes focus when
 * it appears, which is how keyboard and screen reader users hear it (a live role as well would make
 * screen readers read it twice).
 */
export function Notice({ notice, children }: { notice: NoticeView | null; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (notice) ref.current?.focus()
  }, [notice])
  if (!notice) return null
  return (
    <div ref={ref} tabIndex={-1} className={`notice notice--${notice.type}`}>
      <p>{notice.text}</p>
      {children}
    </div>
  )
}

let next = 0
/** A notice object; a new id each time, so the same text twice is announced twice. */
export const notice = (type: NoticeView['type'], text: string): NoticeView => ({ type, text, id: ++next })
