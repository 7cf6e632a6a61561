import './WysiwygBlock.css'
import { RichText } from '@/components/ui/RichText'
import type { BlockProps } from '../RenderBlocks'

type Wysiwyg = { content: string; alignLeft: boolean | null; fontSize: string | null }

/** Free rich text in a readable column; centred unless alignLeft, optionally in a larger size. */
export function WysiwygBlockBlock({ block }: BlockProps) {
  const b = block as unknown as Wysiwyg
  const classes = ['block', 'wysiwyg', b.alignLeft === false ? 'wysiwyg--center' : 'wysiwyg--left', b.fontSize === 'large' ? 'wysiwyg--large' : '']
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <div className="container">
        <RichText html={b.content} />
      </div>
    </div>
  )
}
