/**
 * A notice that outlives a page change (the sign-out notice is shown on the landing page). Apart from
 * accountNavigation.ts because every page reads it (CarriedNoticeView), and that file's redirect
 * rules would come along into every page's first script.
 */
const noticeKey = 'account-notice'

/** The success notices that are shown on the page the action leads to. */
export type CarriedNotice = 'loggedOut' | 'passwordUpdated'

export function carryNotice(notice: CarriedNotice) {
  try {
    sessionStorage.setItem(noticeKey, notice)
  } catch {
    // Storage off: the notice is lost, the action itself is done.
  }
}

export function takeCarriedNotice(): CarriedNotice | null {
  try {
    const carried = sessionStorage.getItem(noticeKey)
    sessionStorage.removeItem(noticeKey)
    return carried === 'loggedOut' || carried === 'passwordUpdated' ? carried : null
  } catch {
    return null
  }
}
