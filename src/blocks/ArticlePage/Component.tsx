import './ArticlePage.css'
import { getTranslations } from 'next-intl/server'
import type { ImageView } from '@/domain/content'
import { CmsImage } from '@/components/ui/CmsImage'
import { RichText } from '@/components/ui/RichText'
import { Heading } from '@/components/layout/Heading'
import { formatDate } from '@/components/layout/format'
import type { BlockProps } from '../RenderBlocks'

type ArticlePage = {
  title: string
  content: string
  shortDescription?: string | null
  createdAt?: string | null
  updatedAt?: string | null
  tags?: string[] | null
  image?: ImageView | null
}

/** One article: title, dates, lead, image, body and topics. */
export async function ArticlePageBlock({ block, first }: BlockProps) {
  const b = block as unknown as ArticlePage
  const t = await getTranslations('blocks')
  const published = formatDate(b.createdAt)
  const updated = formatDate(b.updatedAt)
  const tags = b.tags ?? []
  return (
    <article className="block article">
      <header className="container container--narrow article__header">
        <Heading level={first ? 1 : 2} className="article__title">
          {b.title}
        </Heading>
        <p className="article__meta">
          {published ? <time dateTime={b.createdAt ?? undefined}>{t('publishedOn', { date: published })}</time> : null}
          {updated && updated !== published ? (
            <time dateTime={b.updatedAt ?? undefined}>{t('updatedOn', { date: updated })}</time>
          ) : null}
        </p>
        {b.shortDescription ? <p className="article__lead">{b.shortDescription}</p> : null}
      </header>
      {b.image ? (
        <div className="container article__media">
          <CmsImage image={b.image} sizes="(min-width: 1200px) 1180px, 100vw" priority={first} />
        </div>
      ) : null}
      <div className="container container--narrow article__body">
        <RichText html={b.content} />
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
