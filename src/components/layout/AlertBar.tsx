'use client'

import './AlertBar.css'
import { useEffect, useState } from 'react'
import type { LinkView } from '@/domain/content'

type Alert = { id: string; message: string; link: LinkView | null }
type Props = { alerts: Alert[]; dismissLabel: string; label: string }

const COOKIE = 'dismissedAlerts'
const MAX_AGE = 365 * 24 * 60 * 60

function readDismissed(): Record<string, number> {
  const raw = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1)
  if (!raw) return {}
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw))
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, number>) : {}
  } catch {
    return {}
  }
}

function writeDismissed(value: Record<string, number>) {
  document.cookie = `${COOKIE}=${encodeURIComponent(JSON.stringify(value))}; path=/; max-age=${MAX_AGE}; SameSite=Lax`
}

/** Site-wide alerts; a dismissed alert (id and time kept in a cookie) stays hidden. */
export function AlertBar({ alerts, dismissLabel, label }: Props) {
  const [dismissed, setDismissed] = useState<Record<string, number> | null>(null)
  useEffect(() => {
    setDismissed(readDismissed())
  }, [])
  if (dismissed === null) return null
  const visible = alerts.filter((alert) => !(alert.id in dismissed))
  if (visible.length === 0) return null
  const dismiss = (id: string) => {
    const next = { ...readDismissed(), [id]: Date.now() }
    writeDismissed(next)
    setDismissed(next)
  }
  return (
    <section className="alert-bar" aria-label={label}>
      <ul className="alert-bar__list">
        {visible.map((alert) => (
          <li key={alert.id} className="alert-bar__item">
            <p className="alert-bar__message">
              {alert.message}
              {alert.link ? (
                <>
                  {' '}
                  <a href={alert.link.url} className="alert-bar__link" {...(alert.link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                    {alert.link.title}
                  </a>
                </>
              ) : null}
            </p>
            <button type="button" className="alert-bar__dismiss" onClick={() => dismiss(alert.id)} aria-label={dismissLabel}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
