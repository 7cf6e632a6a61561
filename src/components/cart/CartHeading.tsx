import type React from 'react'

export type HeadingLevel = 2 | 3 | 4 | 5

type Props = { level: HeadingLevel; id?: string; className?: string; children: React.ReactNode }

/**
 * A heading at the level the cart's host page gives; it can take focus (tabIndex -1) because focus
 * moves to it after a line is removed or upgraded.
 */
export function CartHeading({ level, id, className, children }: Props) {
  const Tag = `h${level}` as 'h2' | 'h3' | 'h4' | 'h5'
  return (
    <Tag id={id} className={className} tabIndex={-1}>
      {children}
    </Tag>
  )
}

export const deeper = (level: HeadingLevel): HeadingLevel => (level < 5 ? ((level + 1) as HeadingLevel) : 5)
