'use client'

import { useEffect, useState } from 'react'
import type { IsoDate } from '@/domain/catalogue'
import { helsinkiDay } from '@/domain/helsinki'

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
