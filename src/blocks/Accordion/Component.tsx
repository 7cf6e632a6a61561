import { slugify } from '@/domain/slug'
import { RichText } from '@/components/ui/RichText'
import { uniqueIds } from '@/components/layout/format'
import type { AccordionView } from '@/domain/blocks'
import type { BlockProps } from '../RenderBlocks'

/**
 * Native disclosures. Each item's content carries an id slugified from its title: a #hash link to it
 * makes the browser open the <details> and scroll there (the margin keeps the summary in view).
 */
export function AccordionBlock({ block }: BlockProps<AccordionView>) {
  const items = (block.items ?? []).slice(0, 20)
  const ids = uniqueIds(
    items.map((item) => item.title),
    slugify,
  )
  const titleId = `${block.id}-title`
  return (
    <section className="block accordion" aria-labelledby={block.title ? titleId : undefined}>
      <div className="container">
        {block.title ? (
          <h2 id={titleId} className="block__title">
            {block.title}
          </h2>
        ) : null}
        <div className="accordion__items">
          {items.map((item, i) => (
            <details key={item.id ?? i} className="accordion__item">
              <summary className="accordion__summary">
                <span>{item.title}</span>
              </summary>
              <div className="accordion__content" id={ids[i]}>
                <RichText html={item.contents} />
              </div>
            </details>
          ))}
        </div>
      </div>
    </section>
  )
}
