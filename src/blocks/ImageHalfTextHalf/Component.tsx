import './ImageHalfTextHalf.css'
import { getTranslations } from 'next-intl/server'
import type { ButtonView, ImageView } from '@/domain/content'
import { Buttons } from '@/components/ui/Button'
import { CmsImage } from '@/components/ui/CmsImage'
import { RichText } from '@/components/ui/RichText'
import type { BlockProps } from '../RenderBlocks'

type ImageHalfTextHalf = {
  text: string
  assetPosition: string | null
  textColor: string | null
  isBoxed: boolean | null
  youtubeVideoId?: string | null
  image: ImageView | null
  buttons: ButtonView[] | null
}

/** Image (or a YouTube video) on one side, rich text with buttons on the other. */
export async function ImageHalfTextHalfBlock({ block, first }: BlockProps) {
  const b = block as unknown as ImageHalfTextHalf
  const t = await getTranslations('blocks')
  const video = b.youtubeVideoId?.trim()
  const classes = [
    'block',
    'media-text',
    `media-text--asset-${b.assetPosition === 'right' ? 'right' : 'left'}`,
    b.textColor === 'light' ? 'media-text--light on-dark' : 'media-text--dark',
    b.isBoxed ? 'media-text--boxed' : '',
  ]
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <div className="container media-text__inner">
        <div className="media-text__media">
          {video ? (
            <iframe
              className="media-text__video"
              src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(video)}`}
              title={t('video')}
              loading="lazy"
              allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          ) : (
            <CmsImage image={b.image} sizes="(min-width: 768px) 50vw, 100vw" priority={first} />
          )}
        </div>
        <div className="media-text__text">
          <RichText html={b.text} />
          <Buttons buttons={b.buttons} />
        </div>
      </div>
    </div>
  )
}
