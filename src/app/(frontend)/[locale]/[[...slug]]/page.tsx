import type { Metadata } from 'next'
import { ContentRoute, contentMetadata, type ContentRouteParams } from '@/components/page/contentRoute'

type Props = { params: Promise<ContentRouteParams> }

// Content pages are rendered on their first visit and then served from the cache until staff publish;
// at most an hour, so what depends on the day (the events of this month, "upcoming") moves on.
export const dynamicParams = true
export const revalidate = 3600
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return contentMetadata(await params)
}

/** The cached content route: a page as it is without view parameters. */
export default async function CatchAllPage({ params }: Props) {
  return <ContentRoute params={await params} query={{}} />
}
