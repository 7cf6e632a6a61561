/** Cache tags of the content site. Staff changes revalidate the tag; the next visit renders anew. */
export const cacheTags = {
  pages: 'pages',
  articles: 'articles',
  layout: 'layout',
  settings: 'settings',
  redirects: 'redirects',
  media: 'media',
  catalogue: 'catalogue',
  events: 'events',
  mapPoints: 'map-points',
} as const

export type CacheTag = (typeof cacheTags)[keyof typeof cacheTags]

/** Content pages depend on everything staff can edit that appears on them. */
export const contentPageTags: CacheTag[] = [
  cacheTags.pages,
  cacheTags.articles,
  cacheTags.media,
  cacheTags.settings,
  cacheTags.catalogue,
  cacheTags.events,
  cacheTags.mapPoints,
]
