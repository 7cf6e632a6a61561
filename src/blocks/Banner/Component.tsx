import { Buttons } from '@/components/ui/Button'
import { RichText } from '@/components/ui/RichText'
import type { BannerView } from '@/domain/blocks'
import type { BlockProps } from '../RenderBlocks'

/** A band of rich text with buttons; boxed banners sit in a rounded card inside the page width. */
export function BannerBlock({ block }: BlockProps<BannerView>) {
  const align = block.textAlign === 'center' ? 'center' : 'left'
  return (
    <div className={`block banner banner--${block.isBoxed ? 'boxed' : 'wide'} banner--${align}`}>
      <div className="container">
        <div className="banner__inner">
          <RichText html={block.content} />
          <Buttons buttons={block.buttons} />
        </div>
      </div>
    </div>
  )
}
