'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

const intervalMs = 3000
/** About two minutes; a payment still open after that is settled by the provider's callback later. */
const maxRefreshes = 40

/** While the payment is processing, the result is asked again every few seconds. */
export function ProcessingRefresh() {
  const router = useRouter()
  useEffect(() => {
    let count = 0
    const timer = window.setInterval(() => {
      count += 1
      if (count >= maxRefreshes) window.clearInterval(timer)
      router.refresh()
    }, intervalMs)
    return () => window.clearInterval(timer)
  }, [router])
  return null
}
