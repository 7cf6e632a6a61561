import 'server-only'
import { PHASE_PRODUCTION_BUILD } from 'next/constants'
import type { Locale } from '@/domain/locale'
import { getPublishedLayout } from './cached'
import type { LayoutView } from './getLayout'

const emptyLayout: LayoutView = {
  header: { blockType: 'header', primaryLinks: [], secondaryLinks: [], contactInfo: '' },
  footer: { blockType: 'footer', column1: '', column2: [], column3: [], column4: '', copyright: '', legalLinks: [], checkoutInfo: '' },
  alerts: [],
  maintenance: false,
  brand: '',
  consent: { policyVersion: 1, tagManagerId: null, policyPath: null },
}

/**
 * Header, footer and alerts for the site frame. The build renders its static pages (and the 404
 * boundary inside them) without a database, so there the frame has no navigation. At run time a
 * failed read fails the render: a page without navigation would otherwise stay in the page cache
 * until the next publish, while a failed render is retried by the next visitor.
 */
export async function loadLayout(locale: Locale): Promise<LayoutView> {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return emptyLayout
  return getPublishedLayout(locale)
}
