import type { Metadata } from 'next'
import { ContentRoute, contentMetadata, type ContentRouteParams } from '@/components/page/contentRoute'
import { viewQueryOf } from '@/domain/viewQuery'

type Props = { params: Promise<ContentRouteParams>; searchParams: Promise<Record<string, string | string[] | undefined>> }

// A page for its query (search words, an events month, map tags): rendered on every request.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // A filtered or searched view is the page's own content again: search engines keep the page itself.
  return { ...(await contentMetadata(await params)), robots: { index: false, follow: true } }
}

/** The uncached twin of the content route (docs/routes.md#page-views), reached through the request hook. */
export default async function ContentViewPage({ params, searchParams }: Props) {
  return <ContentRoute params={await params} query={viewQueryOf(await searchParams)} />
}
