'use client'

import { useEffect, useState } from 'react'
import { takeCarriedNotice, type CarriedNotice } from './carriedNotice'
import { Notice, notice, type NoticeView } from './Notice'

/** A notice an account action left for this page (the sign-out notice on the landing page). */
export function CarriedNoticeView({ texts }: { texts: Record<CarriedNotice, string> }) {
  const [view, setView] = useState<NoticeView | null>(null)
  useEffect(() => {
    const carried = takeCarriedNotice()
    if (carried) setView(notice('success', texts[carried]))
  }, [texts])
  return view ? (
    <div className="container carried-notice">
      <Notice notice={view} />
    </div>
  ) : null
}
