'use client'

import { useSyncExternalStore } from 'react'
import { sessionStore } from './sessionStore'

/** The visitor's sign-in; 'unknown' on the server and until the browser has restored it. */
export const useSession = () => useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, sessionStore.getServerSnapshot)
