import { getTranslations } from 'next-intl/server'
import { SiteLink as Link } from '@/components/ui/SiteLink'
import { CmsImage } from '@/components/ui/CmsImage'
import { Heading } from '@/components/layout/Heading'
import { formatDate } from '@/components/layout/format'
import type { ArticleListView } from '@/domain/blocks'
import type { BlockProps } from '../RenderBlocks'

/** The newest articles (optionally of some topics) as cards with date and topics. */
export async function ArticleListBlock({ block, first }: BlockProps<ArticleListView>) {
  const t = await getTranslations('blocks')
  const articles = block.articles ?? []
  const titleId = `${block.id}-title`
  return (
    <section className="block article-list" aria-labelledby={block.title ? titleId : undefined}>
      <div className="container">
        {block.title ? (
          <h2 id={titleId} className="block__title">
            {block.title}
          </h2>
        ) : null}
        {articles.length === 0 ? (
          <p className="article-list__empty">{t('articlesEmpty')}</p>
        ) : (
          <ul className="card-grid">
            {articles.map((article, i) => (
              <li key={article.id} className="card card--linked">
                {article.image ? (
                  <div className="card__media">
                    <CmsImage image={article.image} sizes="(min-width: 992px) 380px, (min-width: 480px) 50vw, 100vw" priority={first && i < 3} decorative />
                  </div>
                ) : null}
                <div className="card__body">
                  <Heading level={block.title ? 3 : 2} className="card__title">
                    <Link href={article.url} className="card__link">
                      {article.title}
                    </Link>
                  </Heading>
                  <p className="card__meta">
                    <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
                  </p>
                  {article.shortDescription ? <p className="card__text">{article.shortDescription}</p> : null}
                  {article.tags.length > 0 ? (
                    <ul className="tags" aria-label={t('tags')}>
                      {article.tags.map((tag) => (
                        <li key={tag} className="tag">
                          {tag}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
