'use client'

import { SiteLink as Link } from '@/components/ui/SiteLink'
import { Icon } from '@/components/layout/Icon'
import { useSession } from './useSession'

type Props = { login: { href: string; label: string }; account: { href: string; label: string } }

/** The header's account tool: 'Log in' for visitors, 'My account' once the session is restored. */
export function AccountLink({ login, account }: Props) {
  const session = useSession()
  const target = session.status === 'signedIn' ? account : login
  return (
    <Link href={target.href} className="tool-link">
      <Icon name="user" />
      <span className="tool-link__label">{target.label}</span>
    </Link>
  )
}
