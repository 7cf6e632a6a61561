import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound, redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { ContentPage } from '@/components/page/ContentPage'
import { isLocale } from '@/domain/locale'
import { contentPathFromSegments, previewSegment, withExplicitLocale, withLocalePrefix } from '@/domain/paths'
import { getContentPage } from '@/server/content/getContentPage'
import { isStaffRequest } from '@/server/http/staff'
import { getPayloadClient } from '@/server/payload'

type Props = { params: Promise<{ locale: string; slug?: string[] }> }

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { robots: { index: false, follow: false } }

/** Draft preview for signed-in staff: the preview segment plus the page path (docs/behaviour.md#page-load). */
export default async function PreviewPage({ params }: Props) {
  const { locale, slug } = await params
  const path = contentPathFromSegments(locale, [previewSegment, ...(slug ?? [])])
  if (!isLocale(locale) || !path) notFound()
  setRequestLocale(locale)
  const { pagePath } = path
  if (!(await isStaffRequest(await headers()))) {
    const here = withLocalePrefix(pagePath === '/' ? previewSegment : `${previewSegment}/${pagePath}`, locale)
    redirect(`/admin/login?redirect=${encodeURIComponent(withExplicitLocale(here, locale))}`)
  }
  const data = await getContentPage(await getPayloadClient(), { locale, pagePath, preview: true })
  if (!data) notFound()
  const t = await getTranslations('preview')
  const banner = (
    <p className="preview-banner" role="status">
      {t('banner')}
    </p>
  )
  return <ContentPage data={data} locale={locale} banner={banner} />
}
