'use client'

import { useTranslations } from 'next-intl'
import type { MouseEvent, Ref } from 'react'

export type SummaryItem = { targetId: string; text: string }

type Props = { id: string; items: SummaryItem[]; ref?: Ref<HTMLDivElement> }

/**
 * Moves focus to the field a summary link names. An anchor alone only scrolls; inside a region
 * (the cart) the first empty input is the one to fix.
 */
function focusTarget(event: MouseEvent<HTMLAnchorElement>, targetId: string) {
  const target = document.getElementById(targetId)
  if (!target) return
  event.preventDefault()
  const emptyInput = [...target.querySelectorAll<HTMLInputElement>('input[type="text"], input:not([type])')].find((input) => input.value.trim() === '')
  ;(emptyInput ?? target).focus()
}

/**
 * The problems that stop the visitor from going on, each linking to its field. The caller focuses
 * it after a failed submit, so screen reader users hear what to fix first.
 */
export function ErrorSummary({ id, items, ref }: Props) {
  const t = useTranslations('form')
  if (items.length === 0) return null
  return (
    <div ref={ref} id={id} tabIndex={-1} role="group" className="error-summary" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="error-summary__title">
        {t('summaryTitle')}
      </h3>
      <p>{t('invalid')}</p>
      <ul className="error-summary__list">
        {items.map((item) => (
          <li key={item.targetId}>
            <a href={`#${item.targetId}`} onClick={(e) => focusTarget(e, item.targetId)}>
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
