import type { NewsletterView } from '@/domain/blocks'
import type { BlockProps } from '../RenderBlocks'

// Scaffold: replaced by the block's real form (issue 16).
export function NewsletterBlock({ block }: BlockProps<NewsletterView>) {
  return <section className="container">{block.title ? <h2>{block.title}</h2> : null}</section>
}
