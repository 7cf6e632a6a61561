'use client'

import { useEffect, useState } from 'react'
import type { IsoDate } from '@/domain/catalogue'
import { helsinkiDay } from '@/domain/helsinki'

/**
 * The day date fields are rendered with before the browser's day is known (on the server and while
 * the page wakes up). Their markup does not depend on it, so a search or booking form takes its
 * place with the page's first paint instead of appearing a moment later and pushing the page down;
 * the real day replaces it before the form answers anything.
 */
export const markupDay = '2000-01-01' as IsoDate

/**
 * Today in Helsinki, read in the browser after mount: pages are cached (ISR), so a day computed while
 * rendering on the server could be days old. Null until mounted.
 */
export function useToday(): IsoDate | null {
  const [today, setToday] = useState<IsoDate | null>(null)
  useEffect(() => {
    setToday(helsinkiDay(new Date()))
  }, [])
  return today
}
