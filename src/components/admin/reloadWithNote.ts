/**
 * After a staff action the whole document view is loaded again: the join lists (an order's refunds,
 * a card's ledger) keep the rows they fetched when shown, so `router.refresh()` would leave them
 * stale. The action's answer is kept for the reloaded page to show.
 */
const storageKey = (scope: string) => `kuusirinne:staff-note:${scope}`

export function reloadWithNote(scope: string, note: string) {
  try {
    sessionStorage.setItem(storageKey(scope), note)
  } catch {
    // Storage refused (private mode): the reload alone still shows the result in the lists.
  }
  window.location.reload()
}

/** The note left before the reload, read once. */
export function takeNote(scope: string): string | null {
  try {
    const note = sessionStorage.getItem(storageKey(scope))
    sessionStorage.removeItem(storageKey(scope))
    return note
  } catch {
    return null
  }
}
