/**
 * Product descriptions are light markdown (paragraphs, `- ` bullets, `**bold**`); this splits them into
 * blocks that render as plain paragraphs and lists, never as HTML.
 */
export type DescriptionBlock = { type: 'paragraph'; text: string } | { type: 'list'; items: string[] }

export function descriptionBlocks(text: string): DescriptionBlock[] {
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
          last.text = `${last.text} ${line}`
        } else {
          blocks.push({ type: 'paragraph', text: line })
        }
      }
      return blocks
    })
}

/** `**bold**` runs: odd indexes are bold. */
export const boldRuns = (text: string): string[] => text.split('**')
