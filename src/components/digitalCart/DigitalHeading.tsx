import type React from 'react'

export type HeadingLevel = 2 | 3 | 4 | 5 | 6

type Props = { level: HeadingLevel; id?: string; className?: string; children: React.ReactNode; focusRef?: React.Ref<HTMLHeadingElement> }

/** A heading at the level the host gives; focusable from script, since focus moves to it after changes. */
export function DigitalHeading({ level, id, className, children, focusRef }: Props) {
  const Tag = `h${level}` as 'h2'
  return (
    <Tag ref={focusRef} id={id} className={className} tabIndex={-1}>
      {children}
    </Tag>
  )
}

export const deeper = (level: HeadingLevel): HeadingLevel => (level < 6 ? ((level + 1) as HeadingLevel) : 6)
