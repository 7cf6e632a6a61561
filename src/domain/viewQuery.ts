/**
 * The query parameters that choose what a content page shows (docs/routes.md#page-views): the search
 * words and type on the search page, the month, view and tag of the events block, the tags of the
 * map. A content page is rendered once and cached; an address with one of these is rendered for its
 * query instead (the request hook sends it to the page's uncached twin), so filters work without
 * JavaScript and the plain page stays cached. Other parameters (a stay's dates, tracking codes)
 * never make a page uncached.
 */
export const viewParams = ['q', 'type', 'tag', 'month', 'view'] as const

export type ViewParam = (typeof viewParams)[number]

/** Each view parameter with its values in order (a repeated one, like several map tags, keeps them all). */
export type ViewQuery = Partial<Record<ViewParam, string[]>>

/** The first segment of the uncached twin of the content route; no CMS page may live under it. */
export const viewSegment = 'view'

export function hasViewParams(search: URLSearchParams): boolean {
  return viewParams.some((name) => search.has(name))
}

/** The view parameters of a query, at most 30 values each and 200 characters a value: the rest is ignored. */
export function viewQueryOf(search: URLSearchParams | Record<string, string | string[] | undefined>): ViewQuery {
  const get = (name: string): string[] => (search instanceof URLSearchParams ? search.getAll(name) : ([] as string[]).concat(search[name] ?? []))
  const query: ViewQuery = {}
  for (const name of viewParams) {
    const values = get(name)
      .slice(0, 30)
      .map((v) => v.slice(0, 200))
    if (values.length > 0) query[name] = values
  }
  return query
}

/** One value of a parameter (the first), trimmed; '' when absent. */
export const firstValue = (query: ViewQuery, name: ViewParam): string => query[name]?.[0]?.trim() ?? ''

/** An address with the view parameters added, as a redirect to the same page elsewhere keeps them. */
export function withViewQuery(path: string, query: ViewQuery): string {
  const params = new URLSearchParams()
  for (const name of viewParams) for (const value of query[name] ?? []) params.append(name, value)
  const search = params.toString()
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path
}
