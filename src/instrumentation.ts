/** Next's start-up hook: background work of the app process. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { startOrderSweeper } = await import('./server/orders/sweeper')
  startOrderSweeper()
  const { startAccountHousekeeping } = await import('./server/accounts/housekeeping')
  startAccountHousekeeping()
}
