import './Notification.css'
import type { LinkView } from '@/domain/content'
import { CmsLink } from '@/components/ui/CmsLink'
import { Icon } from '@/components/layout/Icon'
import type { BlockProps } from '../RenderBlocks'

type Notification = { message: string; type: string | null; links: LinkView[] | null }
const types = ['success', 'info', 'warning', 'error'] as const
const icons: Record<(typeof types)[number], string> = { success: 'check', info: 'info', warning: 'warning', error: 'error' }

/** A coloured notice with an icon per type and up to three links. */
export function NotificationBlock({ block }: BlockProps) {
  const b = block as unknown as Notification
  if (!b.message) return null
  const type = types.find((t) => t === b.type) ?? 'success'
  const links = b.links ?? []
  return (
    <div className="block container">
      <div className={`notification notification--${type}`}>
        <Icon name={icons[type]} className="notification__icon" />
        <div className="notification__body">
          <p className="notification__message">{b.message}</p>
          {links.length > 0 ? (
            <ul className="notification__links">
              {links.map((link, i) => (
                <li key={`${link.url}-${i}`}>
                  <CmsLink link={link} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </div>
  )
}
