import { SiteLink as Link } from '@/components/ui/SiteLink'
import { getTranslations } from 'next-intl/server'
import type React from 'react'
import type { LinkView } from '@/domain/content'
import { DialogLink } from './DialogLink'

type Props = { link: LinkView; className?: string; children?: React.ReactNode }

/** Renders a resolved CMS link: internal pages client-side, external in a new tab, popups as dialogs. */
export async function CmsLink({ link, className, children }: Props) {
  const content = children ?? link.title
  const t = await getTranslations()
  if (link.popup) {
    return <DialogLink popup={link.popup} className={className} label={content} closeLabel={t('blocks.closeDialog')} />
  }
  if (link.newTab) {
    return (
      <a href={link.url} className={className} target="_blank" rel="noopener noreferrer">
        {content}
        <span className="visually-hidden"> ({t('nav.opensInNewTab')})</span>
      </a>
    )
  }
  if (link.url.startsWith('/') && !link.url.startsWith('//') && link.contentType !== 'asset') {
    return (
      <Link href={link.url} className={className}>
        {content}
      </Link>
    )
  }
  return (
    <a href={link.url} className={className}>
      {content}
    </a>
  )
}
