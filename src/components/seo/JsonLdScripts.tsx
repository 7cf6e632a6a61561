import { serializeJsonLd, type JsonLd } from '@/domain/seo/jsonLd'

/** Structured data as `<script type="application/ld+json">`: data for crawlers, no JavaScript to run. */
export function JsonLdScripts({ nodes }: { nodes: JsonLd[] }) {
  return nodes.map((node, i) => (
    // serializeJsonLd escapes `<`, so no text of staff can close the script (docs/seo.md#structured-data).
    <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(node) }} />
  ))
}
