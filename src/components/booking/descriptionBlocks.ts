/**
 * Product texts staff write in a text area (descriptions, course programmes, an education's contact and
 * implementation) are light markdown (paragraphs, `- ` bullets, `**bold**`); this splits them into
 * blocks that render as plain paragraphs and lists, never as HTML.
 */
export type DescriptionBlock = { type: 'paragraph'; text: string } | { type: 'list'; items: string[] }

/** `lineBreaks`: a single line break inside a paragraph stays one (short facts such as a contact's lines); else lines flow together. */
export function descriptionBlocks(text: string, { lineBreaks = false } = {}): DescriptionBlock[] {
  return text
    .split(/\n\s*\n/)
    .map((chunk) =>
      chunk
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0)
    .flatMap((lines): DescriptionBlock[] => {
      const blocks: DescriptionBlock[] = []
      for (const line of lines) {
        const bullet = /^[-*]\s+(.*)$/.exec(line)
        const last = blocks.at(-1)
        if (bullet) {
          if (last?.type === 'list') last.items.push(bullet[1])
          else blocks.push({ type: 'list', items: [bullet[1]] })
        } else if (last?.type === 'paragraph') {
          last.text = `${last.text}${lineBreaks ? '\n' : ' '}${line}`
        } else {
          blocks.push({ type: 'paragraph', text: line })
        }
      }
      return blocks
    })
}

/**
 * `**bold**` runs: odd indexes are bold. A `**` left without its pair stays as typed, so a stray
 * marker in staff's text never makes the rest of the line bold.
 */
export function boldRuns(text: string): string[] {
  const runs = text.split('**')
  if (runs.length % 2 === 1) return runs
  const last = runs.pop()!
  runs[runs.length - 1] = `${runs.at(-1)}**${last}`
  return runs
}
