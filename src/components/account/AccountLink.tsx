'use client'

import { SiteLink as Link } from '@/components/ui/SiteLink'
import { HeaderIcon } from '@/components/layout/HeaderIcon'
import { useSession } from './useSession'

type Target = { href: string; label: string }
type Props = { login: Target; account: Target; homeowner: Target }

/** The header's account tools: 'Log in' for visitors, 'My account' once the session is restored, and the homeowner page for owners. */
export function AccountLink({ login, account, homeowner }: Props) {
  const session = useSession()
  const target = session.status === 'signedIn' ? account : login
  return (
    <>
      {session.isHomeOwner ? (
        <Link href={homeowner.href} className="tool-link tool-link--homeowner">
          <HeaderIcon name="home" />
          <span className="tool-link__label">{homeowner.label}</span>
        </Link>
      ) : null}
      <Link href={target.href} className="tool-link">
        <HeaderIcon name="user" />
        <span className="tool-link__label">{target.label}</span>
      </Link>
    </>
  )
}
