import { getTranslations } from 'next-intl/server'
import { CmsLink } from '@/components/ui/CmsLink'
import type { MapPointView, ProximiMapView } from '@/domain/blocks'
import { isMapTag, mapTags, type MapTag } from '@/domain/map/tags'
import type { BlockProps } from '../RenderBlocks'

type Numbered = MapPointView & { number: number }

/**
 * The resort map (docs/content-model.md#map-points): the site plan with a numbered marker per place,
 * a filter of the 21 tags, and the same places as a numbered list, the primary content for keyboard
 * and screen reader users. No script: the filter is a GET form (the chosen tags live in the URL and
 * the page is rendered for them), a marker links to its list entry and an entry to its marker, and
 * the one linked to is highlighted with `:target`.
 */
export async function ProximiMapBlock({ block, query }: BlockProps<ProximiMapView>) {
  const t = await getTranslations('map')
  const id = `map-${block.id}`
  const titleId = `${id}-title`
  const listId = `${id}-list`
  const chosen = new Set((query.tag ?? []).filter(isMapTag))
  // Numbered over every place, so a place keeps its number whatever the filter shows.
  const points: Numbered[] = block.points.map((p, i) => ({ ...p, number: i + 1 }))
  const shown = chosen.size > 0 ? points.filter((p) => chosen.has(p.tag)) : points
  const tagName = (tag: MapTag) => t(`tags.${tag}`)
  const markerId = (p: Numbered) => `${id}-marker-${p.id}`
  const placeId = (p: Numbered) => `${id}-place-${p.id}`
  const plan = block.plan

  return (
    <section className="block resort-map" aria-labelledby={titleId} id={id}>
      <div className="container">
        <h2 id={titleId} className="block__title">
          {block.title || t('title')}
        </h2>
        <form className="resort-map__filter" method="get" action={`#${id}`}>
          <fieldset>
            <legend>{t('filterLegend')}</legend>
            <ul className="resort-map__tags">
              {mapTags.map((tag) => (
                <li key={tag}>
                  <label className="resort-map__tag">
                    <input type="checkbox" name="tag" value={tag} defaultChecked={chosen.has(tag)} />
                    <span>{tagName(tag)}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <div className="resort-map__actions">
            <button type="submit" className="btn btn--primary">
              {t('apply')}
            </button>
            {chosen.size > 0 ? (
              <a className="btn btn--secondary" href={`?#${id}`}>
                {t('clear')}
              </a>
            ) : null}
          </div>
        </form>
        <p className="resort-map__count" role="status">
          {chosen.size > 0 ? t('countFiltered', { count: shown.length, tags: [...chosen].map(tagName).join(', ') }) : t('count', { count: shown.length })}
        </p>
        {plan ? (
          <div className="resort-map__scroller">
            <a className="skip-link resort-map__skip" href={`#${listId}`}>
              {t('skipToList')}
            </a>
            <figure className="resort-map__plan" style={{ aspectRatio: `${plan.width || 16} / ${plan.height || 10}` }} aria-label={t('plan')}>
              <img
                className="resort-map__image"
                src={plan.src}
                alt={plan.alt}
                width={plan.width || undefined}
                height={plan.height || undefined}
                loading="lazy"
                decoding="async"
              />
              {shown.map((p) => (
                <a
                  key={p.id}
                  id={markerId(p)}
                  href={`#${placeId(p)}`}
                  className={`resort-map__marker resort-map__marker--${p.tag}`}
                  style={{ left: `${p.x}%`, top: `${p.y}%` }}
                  aria-label={t('showInList', { number: p.number, name: p.name, tag: tagName(p.tag) })}
                >
                  <span aria-hidden="true">{p.number}</span>
                </a>
              ))}
            </figure>
          </div>
        ) : (
          <p className="resort-map__no-plan">{t('noPlan')}</p>
        )}
        <h3 className="resort-map__list-title" id={`${listId}-title`}>
          {t('places')}
        </h3>
        {shown.length === 0 ? (
          <p id={listId}>{t('noPlaces')}</p>
        ) : (
          <ol className="resort-map__list" id={listId} aria-labelledby={`${listId}-title`} tabIndex={-1}>
            {shown.map((p) => (
              <li key={p.id} id={placeId(p)} value={p.number} className="resort-map__place">
                <span className="resort-map__number" aria-hidden="true">
                  {p.number}
                </span>
                <div className="resort-map__place-body">
                  <h4 className="resort-map__name">{p.name}</h4>
                  <p className="resort-map__type">{tagName(p.tag)}</p>
                  {p.openingHours ? (
                    <p className="resort-map__hours">
                      <span className="visually-hidden">{t('openingHours')}: </span>
                      {p.openingHours}
                    </p>
                  ) : null}
                  {p.description ? <p className="resort-map__description">{p.description}</p> : null}
                  <p className="resort-map__links">
                    {plan ? <a href={`#${markerId(p)}`}>{t('showOnPlan', { name: p.name })}</a> : null}
                    {p.link ? <CmsLink link={{ ...p.link, title: t('more', { name: p.name }) }} /> : null}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  )
}
