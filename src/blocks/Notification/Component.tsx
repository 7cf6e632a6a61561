import { CmsLink } from '@/components/ui/CmsLink'
import { Icon } from '@/components/layout/Icon'
import type { NotificationView } from '@/domain/blocks'
import type { BlockProps } from '../RenderBlocks'

const types = ['success', 'info', 'warning', 'error'] as const
const icons: Record<(typeof types)[number], string> = { success: 'check', info: 'info', warning: 'warning', error: 'error' }

/** A coloured notice with an icon per type and up to three links. */
export function NotificationBlock({ block }: BlockProps<NotificationView>) {
  if (!block.message) return null
  const type = types.find((t) => t === block.type) ?? 'success'
  const links = block.links ?? []
  return (
    <div className="block container">
      <div className={`notification notification--${type}`}>
        <Icon name={icons[type]} className="notification__icon" />
        <div className="notification__body">
          <p className="notification__message">{block.message}</p>
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
