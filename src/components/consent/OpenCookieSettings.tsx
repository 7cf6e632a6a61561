'use client'

import { openCookieSettings } from './consentStore'

/** A button that opens the cookie settings dialog of the banner island. */
export function OpenCookieSettings({ label, className }: { label: string; className: string }) {
  return (
    <button type="button" className={className} aria-haspopup="dialog" onClick={openCookieSettings}>
      {label}
    </button>
  )
}
