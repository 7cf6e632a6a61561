import { RichText } from '@/components/ui/RichText'
import type { WysiwygView } from '@/domain/blocks'
import type { BlockProps } from '../RenderBlocks'

/** Free rich text in a readable column; centred unless alignLeft, optionally in a larger size. */
export function WysiwygBlockBlock({ block }: BlockProps<WysiwygView>) {
  const classes = ['block', 'wysiwyg', block.alignLeft === false ? 'wysiwyg--center' : 'wysiwyg--left', block.fontSize === 'large' ? 'wysiwyg--large' : '']
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <div className="container">
        <RichText html={block.content} />
      </div>
    </div>
  )
}
