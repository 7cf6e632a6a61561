import { boldRuns, descriptionBlocks } from './descriptionBlocks'

function Inline({ text }: { text: string }) {
  return <>{boldRuns(text).map((run, i) => (i % 2 === 1 ? <strong key={i}>{run}</strong> : run))}</>
}

/**
 * A product text in light markdown (descriptionBlocks.ts) as plain paragraphs and lists: rendered on
 * the server as React elements, so nothing in the data becomes HTML.
 */
export function ProductText({ text, className, lineBreaks = false }: { text: string; className?: string; lineBreaks?: boolean }) {
  const blocks = descriptionBlocks(text, { lineBreaks })
  if (blocks.length === 0) return null
  return (
    <div className={className}>
      {blocks.map((block, i) =>
        block.type === 'paragraph' ? (
          <p key={i} className={lineBreaks ? 'pre-line' : undefined}>
            <Inline text={block.text} />
          </p>
        ) : (
          <ul key={i}>
            {block.items.map((item, j) => (
              <li key={j}>
                <Inline text={item} />
              </li>
            ))}
          </ul>
        ),
      )}
    </div>
  )
}

/** A product's description (server-rendered, no HTML from data). */
export function ProductDescription({ text }: { text: string }) {
  return <ProductText text={text} className="product__description" />
}
