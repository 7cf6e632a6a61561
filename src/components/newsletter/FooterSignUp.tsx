'use client'

import { Suspense, useId, useState } from 'react'
import { lazyOnIntent } from '@/components/ui/lazyOnIntent'
import type { NewsletterIslandProps } from './NewsletterIsland'

const { Part: NewsletterIsland, intentHandlers } = lazyOnIntent(() => import('./NewsletterIsland'))

type Props = Omit<NewsletterIslandProps, 'compact' | 'focusFirst'> & { intro: string; openLabel: string }

/**
 * The footer's sign-up, closed behind one button so every page's footer stays short and its fields
 * are not in the way of the page's own forms. The form's script is not part of every page's first
 * load (docs/content.md#first-load-javascript): it is fetched when the visitor points at or focuses
 * the button, and the form opens with the first field focused once it is in.
 */
export function FooterSignUp({ openLabel, ...form }: Props) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const closed = (
    <section className="newsletter-form newsletter-form--compact" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="newsletter-form__title">
        {form.title}
      </h2>
      <p className="newsletter-form__intro">{form.intro}</p>
      <button type="button" className="btn btn--white" aria-expanded={open} {...intentHandlers} onClick={() => setOpen(true)}>
        {openLabel}
      </button>
    </section>
  )
  if (!open) return closed
  return (
    <Suspense fallback={closed}>
      <NewsletterIsland {...form} compact focusFirst />
    </Suspense>
  )
}
