import { getLocale, getTranslations } from 'next-intl/server'
import { SiteLink as Link } from '@/components/ui/SiteLink'
import { formatDate } from '@/components/layout/format'
import type { SiteSearchView } from '@/domain/blocks'
import type { Locale } from '@/domain/locale'
import { formatPrice } from '@/domain/money'
import { localizedPath } from '@/domain/paths'
import { search, searchTypes, type Highlighted, type SearchHit, type SearchResult, type SearchType } from '@/domain/search/engine'
import { firstValue } from '@/domain/viewQuery'
import { sql } from '@/server/db'
import { searchIndex } from '@/server/search/searchIndexes'
import type { BlockProps } from '../RenderBlocks'

/** The search-empty page's ways on (docs/search.md#the-search-page). */
const emptyLinks = ['landing', 'info', 'accommodationSearch', 'activitiesShop'] as const

function Marked({ parts }: { parts: Highlighted }) {
  return parts.map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text))
}

/**
 * The search page's form and results (docs/search.md#the-search-page), rendered on the server for
 * the page's `q` and `type`: grouped by type with counts, the matching words marked, prices and
 * dates where they belong, "did you mean" for a misspelling, and the search-empty links when
 * nothing is found. Works without script; the header's field suggests as the visitor types.
 */
export async function SiteSearchBlock({ block, query }: BlockProps<SiteSearchView>) {
  const t = await getTranslations('search')
  const locale = (await getLocale()) as Locale
  const q = firstValue(query, 'q').slice(0, 200)
  const typeValue = firstValue(query, 'type')
  const type = (searchTypes as readonly string[]).includes(typeValue) ? (typeValue as SearchType) : undefined
  let result: SearchResult | null = null
  let failed = false
  if (q.trim()) {
    try {
      result = search(await searchIndex(sql(), locale, new Date()), q, { type })
    } catch (error) {
      console.error('[search] the search page could not search', error)
      failed = true
    }
  }
  const page = localizedPath('search', locale)
  const href = (params: Record<string, string | undefined>) =>
    `${page}?${new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => Boolean(e[1]))).toString()}`
  const formId = `${block.id}-form`
  const summaryId = `${block.id}-summary`

  return (
    <section className="block site-search-page" aria-labelledby={block.title ? `${block.id}-title` : summaryId}>
      <div className="container">
        {block.title ? (
          <h2 id={`${block.id}-title`} className="block__title">
            {block.title}
          </h2>
        ) : null}
        <form className="site-search-page__form" role="search" method="get" action={page} aria-label={t('again')}>
          <label htmlFor={formId} className="field__label">
            {t('label')}
          </label>
          <div className="site-search-page__row">
            <input id={formId} className="field__input" type="search" name="q" defaultValue={q} maxLength={200} autoComplete="off" />
            {type ? <input type="hidden" name="type" value={type} /> : null}
            <button type="submit" className="btn btn--primary">
              {t('submit')}
            </button>
          </div>
        </form>
        {failed ? (
          <p className="notice notice--error" role="alert">
            {t('failed')}
          </p>
        ) : null}
        {!q.trim() ? <p className="site-search-page__hint">{t('noQuery')}</p> : null}
        {result ? (
          <>
            <h2 id={summaryId} className="site-search-page__summary">
              {result.total > 0 ? t('resultsFor', { count: result.total, query: result.query }) : t('noResults', { query: result.query })}
            </h2>
            {result.didYouMean ? (
              <p className="site-search-page__did-you-mean">
                {t('didYouMean')} <Link href={href({ q: result.didYouMean, type })}>{result.didYouMean}</Link>
              </p>
            ) : null}
            {result.total > 0 ? (
              <nav className="site-search-page__types" aria-label={t('typeFilter')}>
                <ul>
                  <li>
                    <Link href={href({ q })} aria-current={type ? undefined : 'page'}>
                      {t('typeCount', { type: t('allTypes'), count: result.total })}
                    </Link>
                  </li>
                  {searchTypes
                    .filter((ty) => result.counts[ty] > 0)
                    .map((ty) => (
                      <li key={ty}>
                        <Link href={href({ q, type: ty })} aria-current={type === ty ? 'page' : undefined}>
                          {t('typeCount', { type: t(`types.${ty}`), count: result.counts[ty] })}
                        </Link>
                      </li>
                    ))}
                </ul>
              </nav>
            ) : null}
            {result.groups.map((group) => (
              <section key={group.type} className="site-search-page__group" aria-labelledby={`${block.id}-${group.type}`}>
                <h3 id={`${block.id}-${group.type}`}>{t('typeCount', { type: t(`types.${group.type}`), count: group.count })}</h3>
                <ol className="site-search-page__hits">
                  {group.items.map((hit) => (
                    <Hit
                      key={hit.id}
                      hit={hit}
                      locale={locale}
                      priceFrom={(price) => t('priceFrom', { price })}
                      per={(p) => (p === 'item' ? '' : t(`per.${p}`))}
                    />
                  ))}
                </ol>
                {!type && group.items.length < group.count ? (
                  <p>
                    <Link href={href({ q, type: group.type })}>{t('typeCount', { type: t(`types.${group.type}`), count: group.count })}</Link>
                  </p>
                ) : null}
              </section>
            ))}
            {result.total === 0 || (type && result.counts[type] === 0) ? (
              <div className="site-search-page__empty">
                {type && result.total > 0 ? <p>{t('noResultsOfType', { query: result.query })}</p> : null}
                <p>{t('emptyHelp')}</p>
                <ul className="site-search-page__links" aria-label={t('emptyLinks')}>
                  {emptyLinks.map((key) => (
                    <li key={key}>
                      <Link href={localizedPath(key, locale)}>{t(`links.${key}`)}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  )
}

type HitProps = { hit: SearchHit; locale: Locale; priceFrom: (price: string) => string; per: (p: NonNullable<SearchHit['price']>['per']) => string }

function Hit({ hit, locale, priceFrom, per }: HitProps) {
  return (
    <li className="site-search-page__hit">
      <h4 className="site-search-page__title">
        <Link href={hit.url}>
          <Marked parts={hit.title} />
        </Link>
      </h4>
      {hit.price || hit.date ? (
        <p className="site-search-page__meta">
          {hit.price ? `${priceFrom(formatPrice(hit.price.cents, locale))} ${per(hit.price.per)}`.trim() : null}
          {hit.date ? <time dateTime={hit.date}>{formatDate(hit.date)}</time> : null}
        </p>
      ) : null}
      {hit.snippet.length > 0 ? (
        <p className="site-search-page__snippet">
          <Marked parts={hit.snippet} />
        </p>
      ) : null}
    </li>
  )
}
