'use client'

import { useEffect, useState } from 'react'
import { parseSearchQuery, type SearchQuery } from './searchQuery'

/** The search a listing put in the page's query string; read after mount (pages are cached). */
export function useSearchPrefill(): SearchQuery | null {
  const [query, setQuery] = useState<SearchQuery | null>(null)
  useEffect(() => {
    setQuery(parseSearchQuery(window.location.search))
  }, [])
  return query
}
