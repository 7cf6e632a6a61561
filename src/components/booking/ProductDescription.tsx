import { boldRuns, descriptionBlocks } from './descriptionBlocks'

function Inline({ text }: { text: string }) {
  return <>{boldRuns(text).map((run, i) => (i % 2 === 1 ? <strong key={i}>{run}</strong> : run))}</>
}

/** A product description as plain paragraphs and lists (server-rendered, no HTML from data). */
export function ProductDescription({ text }: { text: string }) {
  const blocks = descriptionBlocks(text)
  if (blocks.length === 0) return null
  return (
    <div className="product__description">
      {blocks.map((block, i) =>
        block.type === 'paragraph' ? (
          <p key={i}>
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
