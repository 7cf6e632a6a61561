'use client'

import { useEffect, useState } from 'react'
import { readCookie, setCookie } from '@/components/consent/cookies'
import { AwakeControls } from '@/components/ui/AwakeControls'
import type { LinkView } from '@/domain/content'
import { alertIndexAttribute, dismissedAlertsCookie as COOKIE } from './dismissedAlerts'

type Alert = { id: string; message: string; link: LinkView | null }
type Props = { alerts: Alert[]; dismissLabel: string; label: string }

function readDismissed(): Record<string, number> {
  const raw = readCookie(COOKIE)
  if (!raw) return {}
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw))
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, number>) : {}
  } catch {
    return {}
  }
}

/**
 * Site-wide alerts; a dismissed alert (id and time kept in a cookie) stays hidden. The cookie is
 * functional (docs/consent.md#categories): without that consent a dismissed alert stays hidden on
 * this page only. The server renders every alert, so the bar takes its place with the page's first
 * paint and pushes nothing down later; the script before it (dismissedAlerts.ts) hides the
 * visitor's dismissed ones before they are painted, and this component then leaves them out.
 */
export function AlertBar({ alerts, dismissLabel, label }: Props) {
  const [dismissed, setDismissed] = useState<Record<string, number>>({})
  useEffect(() => {
    setDismissed(readDismissed())
  }, [])
  // Each alert keeps its place in the whole list: the early script's style hides it by that number.
  const visible = alerts.map((alert, index) => ({ alert, index })).filter(({ alert }) => !(alert.id in dismissed))
  if (visible.length === 0) return null
  const dismiss = (id: string) => {
    const next = { ...readDismissed(), [id]: Date.now() }
    setCookie(COOKIE, encodeURIComponent(JSON.stringify(next)))
    setDismissed(next)
  }
  return (
    <section className="alert-bar" aria-label={label}>
      <ul className="alert-bar__list">
        {visible.map(({ alert, index }) => (
          <li key={alert.id} className="alert-bar__item" {...{ [alertIndexAttribute]: index }}>
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
            {/* Rendered on the server: a click before the page wakes up would do nothing, so the button waits. */}
            <AwakeControls>
              <button type="button" className="alert-bar__dismiss" onClick={() => dismiss(alert.id)} aria-label={dismissLabel}>
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            </AwakeControls>
          </li>
        ))}
      </ul>
    </section>
  )
}
