import type React from 'react'
import { FocusableHeading, type HeadingLevel } from './FocusableHeading'

type Props = {
  /** The block's class: the section gets it, the heading gets `<className>__title`. */
  className: string
  headingId: string
  level: HeadingLevel
  title: string
  children: React.ReactNode
}

/** A section named by its own heading (a landmark a screen reader lists by that name). */
export function TitledSection({ className, headingId, level, title, children }: Props) {
  return (
    <section className={className} aria-labelledby={headingId}>
      <FocusableHeading level={level} id={headingId} className={`${className}__title`}>
        {title}
      </FocusableHeading>
      {children}
    </section>
  )
}
