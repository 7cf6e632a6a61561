import { getTranslations } from 'next-intl/server'
import { CmsImage } from '@/components/ui/CmsImage'
import { RichText } from '@/components/ui/RichText'
import { Heading } from '@/components/layout/Heading'
import { formatDate } from '@/components/layout/format'
import type { ArticlePageView } from '@/domain/blocks'
import type { BlockProps } from '../RenderBlocks'

/** One article: title, dates, lead, image, body and topics. */
export async function ArticlePageBlock({ block, first, lead }: BlockProps<ArticlePageView>) {
  const t = await getTranslations('blocks')
  const published = formatDate(block.createdAt)
  const updated = formatDate(block.updatedAt)
  const tags = block.tags ?? []
  return (
    <article className="block article">
      <header className="container container--narrow article__header">
        <Heading level={first ? 1 : 2} className="article__title">
          {block.title}
        </Heading>
        <p className="article__meta">
          {published ? <time dateTime={block.createdAt ?? undefined}>{t('publishedOn', { date: published })}</time> : null}
          {updated && updated !== published ? <time dateTime={block.updatedAt ?? undefined}>{t('updatedOn', { date: updated })}</time> : null}
        </p>
        {block.shortDescription ? <p className="article__lead">{block.shortDescription}</p> : null}
      </header>
      {block.image ? (
        <div className="container article__media">
          <CmsImage image={block.image} sizes="(min-width: 1200px) 1180px, 100vw" priority={lead} />
        </div>
      ) : null}
      <div className="container container--narrow article__body">
        <RichText html={block.content} />
        {tags.length > 0 ? (
          <div className="article__tags">
            <h2 className="article__tags-title">{t('tags')}</h2>
            <ul className="tags">
              {tags.map((tag) => (
                <li key={tag} className="tag">
                  {tag}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </article>
  )
}
