import './ProximiMap.css'
import { getLocale, getTranslations } from 'next-intl/server'
import type { Locale } from '@/domain/locale'
import type { ProximiMapView } from '@/domain/blocks'
import type { BlockProps } from '../RenderBlocks'

/** A few of the map tags of docs/content-model.md#planned, numbered on the drawing so the legend does not rely on colour. */
const places: { x: number; y: number; name: Record<Locale, string> }[] = [
  { x: 300, y: 210, name: { fi: 'Vastaanotto', en: 'Reception', sv: 'Reception' } },
  { x: 390, y: 150, name: { fi: 'Ravintola', en: 'Restaurant', sv: 'Restaurang' } },
  { x: 470, y: 250, name: { fi: 'Kylpylä', en: 'Spa', sv: 'Spa' } },
  { x: 175, y: 300, name: { fi: 'Mökit', en: 'Cottages', sv: 'Stugor' } },
  { x: 560, y: 120, name: { fi: 'Ulkoilu', en: 'Outdoor activities', sv: 'Friluftsaktiviteter' } },
  { x: 360, y: 330, name: { fi: 'Pysäköinti', en: 'Parking', sv: 'Parkering' } },
]

/** The resort map: a drawn overview until the interactive map with tag filters arrives. */
export async function ProximiMapBlock({ block }: BlockProps<ProximiMapView>) {
  const t = await getTranslations('blocks')
  const locale = await getLocale()
  const titleId = `map-${block.id}-title`
  return (
    <section className="block resort-map" aria-labelledby={titleId} data-map-id={block.id}>
      <div className="container">
        <h2 id={titleId} className="block__title">
          {block.title || t('mapTitle')}
        </h2>
        <figure className="resort-map__figure">
          <svg className="resort-map__svg" viewBox="0 0 640 400" role="img" aria-labelledby={`${titleId} map-${block.id}-caption`}>
            <rect width="640" height="400" fill="#e4ecd9" />
            <path d="M0 0h250c-30 40-120 60-130 120S40 200 0 190z" fill="#9cc3d8" />
            <path d="M60 40c40-10 90 0 110 20" stroke="#fff" strokeWidth="3" fill="none" opacity=".6" />
            <path d="M640 0v400H540c20-80 60-120 40-200S600 40 640 0z" fill="#c9d9b8" />
            <path d="M120 380C220 300 280 260 330 200s140-90 230-80" stroke="#d8c7a3" strokeWidth="10" fill="none" strokeLinecap="round" />
            {[
              [560, 60],
              [590, 90],
              [600, 160],
              [575, 230],
              [610, 300],
              [40, 260],
              [70, 330],
            ].map(([x, y]) => (
              <path key={`${x}-${y}`} d={`M${x} ${y - 18}l-12 24h24z`} fill="#2f6a4f" />
            ))}
            {places.map((p, i) => (
              <g key={p.name.en}>
                <rect x={p.x - 26} y={p.y - 18} width="52" height="36" rx="6" fill="#fff" stroke="#1f4d3a" strokeWidth="2" />
                <circle cx={p.x} cy={p.y} r="13" fill="#1f4d3a" />
                <text x={p.x} y={p.y + 5} textAnchor="middle" fontSize="15" fontWeight="700" fill="#fff">
                  {i + 1}
                </text>
              </g>
            ))}
          </svg>
          <figcaption id={`map-${block.id}-caption`} className="resort-map__caption">
            {t('mapPlaceholder')}
          </figcaption>
        </figure>
        <ol className="resort-map__legend">
          {places.map((p) => (
            <li key={p.name.en}>{p.name[locale]}</li>
          ))}
        </ol>
      </div>
    </section>
  )
}
