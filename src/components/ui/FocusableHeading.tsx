import type React from 'react'

export type HeadingLevel = 2 | 3 | 4 | 5 | 6

type Props = { level: HeadingLevel; id?: string; className?: string; children: React.ReactNode; focusRef?: React.Ref<HTMLHeadingElement> }

/**
 * A heading at the level its host gives. It can take focus from script (tabIndex -1) because focus
 * moves to it when the thing focused before is gone: a removed cart line, an upgraded one.
 */
export function FocusableHeading({ level, id, className, children, focusRef }: Props) {
  const Tag = `h${level}` as 'h2'
  return (
    <Tag ref={focusRef} id={id} className={className} tabIndex={-1}>
      {children}
    </Tag>
  )
}

/** The level below, kept at h6, the deepest there is. */
export const deeper = (level: HeadingLevel): HeadingLevel => (level < 6 ? ((level + 1) as HeadingLevel) : 6)
