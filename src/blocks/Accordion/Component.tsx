import './Accordion.css'
import { slugify } from '@/domain/slug'
import { RichText } from '@/components/ui/RichText'
import { uniqueIds } from '@/components/layout/format'
import type { BlockProps } from '../RenderBlocks'

type Item = { id?: string; title: string; contents: string }

/**
 * Native disclosures. Each item's content carries an id slugified from its title: a #hash link to it
 * makes the browser open the <details> and scroll there (the margin keeps the summary in view).
 */
export function AccordionBlock({ block }: BlockProps) {
  const b = block as unknown as { title?: string | null; items: Item[] | null }
  const items = (b.items ?? []).slice(0, 20)
  const ids = uniqueIds(
    items.map((item) => item.title),
    slugify,
  )
  const titleId = `${block.id}-title`
  return (
    <section className="block accordion" aria-labelledby={b.title ? titleId : undefined}>
      <div className="container">
        {b.title ? (
          <h2 id={titleId} className="block__title">
            {b.title}
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
