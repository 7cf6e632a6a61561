import { getTranslations } from 'next-intl/server'
import { Buttons } from '@/components/ui/Button'
import { CmsImage } from '@/components/ui/CmsImage'
import { RichText } from '@/components/ui/RichText'
import type { ImageHalfTextHalfView } from '@/domain/blocks'
import type { BlockProps } from '../RenderBlocks'

/** Image (or a YouTube video) on one side, rich text with buttons on the other. */
export async function ImageHalfTextHalfBlock({ block, lead }: BlockProps<ImageHalfTextHalfView>) {
  const t = await getTranslations('blocks')
  const video = block.youtubeVideoId?.trim()
  const classes = [
    'block',
    'media-text',
    `media-text--asset-${block.assetPosition === 'right' ? 'right' : 'left'}`,
    block.textColor === 'light' ? 'media-text--light on-dark' : 'media-text--dark',
    block.isBoxed ? 'media-text--boxed' : '',
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
            <CmsImage image={block.image} sizes="(min-width: 768px) 50vw, 100vw" priority={lead} />
          )}
        </div>
        <div className="media-text__text">
          <RichText html={block.text} />
          <Buttons buttons={block.buttons} />
        </div>
      </div>
    </div>
  )
}
