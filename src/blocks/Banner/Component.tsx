import './Banner.css'
import type { ButtonView } from '@/domain/content'
import { Buttons } from '@/components/ui/Button'
import { RichText } from '@/components/ui/RichText'
import type { BlockProps } from '../RenderBlocks'

type Banner = { isBoxed: boolean | null; textAlign: string | null; content: string; buttons: ButtonView[] | null }

/** A band of rich text with buttons; boxed banners sit in a rounded card inside the page width. */
export function BannerBlock({ block }: BlockProps) {
  const b = block as unknown as Banner
  const align = b.textAlign === 'center' ? 'center' : 'left'
  return (
    <div className={`block banner banner--${b.isBoxed ? 'boxed' : 'wide'} banner--${align}`}>
      <div className="container">
        <div className="banner__inner">
          <RichText html={b.content} />
          <Buttons buttons={b.buttons} />
        </div>
      </div>
    </div>
  )
}
