import { RenderBlocks } from '@/blocks/RenderBlocks'
import type { ContentResponse } from '@/domain/content'
import type { Locale } from '@/domain/locale'
import type { ViewQuery } from '@/domain/viewQuery'
import { pageClasses, pageTitle } from '@/domain/pageMeta'
import { SiteShell } from '@/components/layout/SiteShell'
import type React from 'react'
import { alternatesFromPaths } from './alternates'

/** Blocks that carry the page's <h1> themselves when they come first. */
const headingBlocks = new Set(['heroSlider', 'heroBanner', 'externalData', 'articlePage', 'eventPage', 'bookingSearch'])

type Props = { data: ContentResponse; locale: Locale; banner?: React.ReactNode; query?: ViewQuery }

/** A CMS content page: its class list, its title as the heading, and its blocks (given the view parameters, docs/routes.md#page-views). */
export function ContentPage({ data, locale, banner, query = {} }: Props) {
  const { content } = data
  const classes = ['page', ...pageClasses(content).map((c) => `page--${c}`)].join(' ')
  const first = content.fields.body[0]
  const ownHeading = !first || !headingBlocks.has(first.blockType)
  return (
    <SiteShell locale={locale} alternates={alternatesFromPaths(data.localizedPagePaths)}>
      {banner}
      <div className={classes}>
        {ownHeading ? (
          <div className="page__heading container">
            <h1>{pageTitle(content)}</h1>
          </div>
        ) : null}
        <RenderBlocks blocks={content.fields.body} query={query} />
      </div>
    </SiteShell>
  )
}
