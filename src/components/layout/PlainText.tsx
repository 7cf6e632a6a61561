import type React from 'react'

/** Text with **bold** spans (the layout globals' plain-text fields) as React nodes; nothing else is interpreted. */
export function inline(text: string): React.ReactNode[] {
  return text.split(/\*\*(.+?)\*\*/g).map((part, i) => (i % 2 === 1 ? <strong key={i}>{part}</strong> : part))
}

const boldOnly = /^\*\*([^*\n]+)\*\*$/

/**
 * A plain-text column: paragraphs split on blank lines, single line breaks kept (white-space: pre-line).
 * A first paragraph that is bold only is the column's heading.
 */
export function TextColumn({ text, headingClassName }: { text: string; headingClassName?: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
  const heading = headingClassName ? paragraphs[0]?.match(boldOnly) : null
  const body = heading ? paragraphs.slice(1) : paragraphs
  return (
    <>
      {heading ? <h2 className={headingClassName}>{heading[1]}</h2> : null}
      {body.map((p, i) => (
        <p key={i} className="pre-line">
          {inline(p)}
        </p>
      ))}
    </>
  )
}
