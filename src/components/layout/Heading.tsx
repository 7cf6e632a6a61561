import type React from 'react'

type Props = { level: 1 | 2 | 3 | 4; id?: string; className?: string; children: React.ReactNode }

/** A heading whose level depends on where the block sits (only a first hero block gets an <h1>). */
export function Heading({ level, id, className, children }: Props) {
  const Tag = `h${level}` as 'h1' | 'h2' | 'h3' | 'h4'
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  )
}
