'use client'

import { useLocale } from 'next-intl'
import { useEffect, useSyncExternalStore } from 'react'
import type { Locale } from '@/domain/locale'

type LocalizedStore<Snapshot> = {
  subscribe: (listener: () => void) => () => void
  getSnapshot: () => Snapshot
  getServerSnapshot: () => Snapshot
  /** The store names its contents in the page's language: a language change asks the server again. */
  syncLocale: (locale: Locale) => void
}

/** An external store's snapshot, kept in the page's language; every component using it sees the same one. */
export function useLocalizedStore<Snapshot>(store: LocalizedStore<Snapshot>): Snapshot {
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot)
  const locale = useLocale()
  useEffect(() => store.syncLocale(locale), [store, locale])
  return snapshot
}
