'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'
import { formatMessage, type Message } from '@/components/ui/message'
import type { Locale } from '@/domain/locale'
import type { SearchType } from '@/domain/search/types'
import { HeaderIcon } from './HeaderIcon'

type Suggestion = { title: string; url: string; type: SearchType }

/** The field's words, from the server (the header's islands run without next-intl's client). */
export type SearchFieldTexts = {
  label: string
  placeholder: string
  submit: string
  suggestions: string
  type: Record<SearchType, string>
  showAll: Message
  suggestionCount: Message
}

/** docs/limits.md#pages-and-interface: typing waits 300 ms before asking; Enter goes at once. */
const debounceMs = 300

/**
 * The search field of every page (docs/search.md#the-search-field): a plain GET form to the search
 * page, so it works without script; with script it suggests results as the visitor types, following
 * the ARIA combobox pattern (arrow keys move through the list, Enter opens the chosen result or,
 * with none chosen, the search page; Escape closes the list).
 */
export function SiteSearchField({ action, locale, texts }: { action: string; locale: Locale; texts: SearchFieldTexts }) {
  const router = useRouter()
  const id = useId()
  const listId = `${id}-list`
  const [value, setValue] = useState('')
  const [suggestions, setSuggestions] = useState<Suggestion[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const request = useRef<AbortController>(undefined)

  useEffect(
    () => () => {
      clearTimeout(timer.current)
      request.current?.abort()
    },
    [],
  )

  function ask(q: string) {
    clearTimeout(timer.current)
    request.current?.abort()
    if (q.trim().length < 2) {
      setOpen(false)
      setSuggestions([])
      return
    }
    timer.current = setTimeout(() => {
      const controller = new AbortController()
      request.current = controller
      fetch(`/proxy/vm-view/v1/search?q=${encodeURIComponent(q)}&locale=${locale}`, { signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<{ suggestions: Suggestion[] }>) : { suggestions: [] }))
        .then((body) => {
          setSuggestions(body.suggestions)
          setActive(-1)
          setOpen(true)
        })
        // An aborted or failed suggestion request leaves the field as it is: Enter still searches.
        .catch(() => undefined)
    }, debounceMs)
  }

  const searchPage = (q: string) => `${action}?q=${encodeURIComponent(q.trim())}`
  // The last option opens the search page with every result.
  const options = [...suggestions.map((s) => s.url), searchPage(value)]

  function go(url: string) {
    setOpen(false)
    router.push(url)
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!open) return
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      // From the field (-1) down through the options and back to the field, round both ways.
      setActive((i) => {
        const next = i + step
        return next < -1 ? options.length - 1 : next >= options.length ? -1 : next
      })
    } else if (event.key === 'Enter' && open && active >= 0 && active < options.length) {
      event.preventDefault()
      go(options[active]!)
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      setOpen(false)
      setActive(-1)
    }
  }

  const optionId = (i: number) => `${id}-option-${i}`
  return (
    <form className="site-search" role="search" action={action} method="get" aria-label={texts.label}>
      <label htmlFor={`${id}-q`} className="visually-hidden">
        {texts.label}
      </label>
      <input
        id={`${id}-q`}
        className="site-search__input"
        type="search"
        name="q"
        value={value}
        placeholder={texts.placeholder}
        autoComplete="off"
        maxLength={200}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 && active < options.length ? optionId(active) : undefined}
        onChange={(event) => {
          setValue(event.target.value)
          ask(event.target.value)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => suggestions.length > 0 && setOpen(true)}
      />
      <button type="submit" className="site-search__submit">
        <HeaderIcon name="search" />
        <span className="visually-hidden">{texts.submit}</span>
      </button>
      <ul id={listId} role="listbox" aria-label={texts.suggestions} className="site-search__list" hidden={!open}>
        {suggestions.map((s, i) => (
          <li
            key={s.url}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className="site-search__option"
            // Keep the focus in the field: a click must not blur it before it lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(s.url)}
          >
            <span className="site-search__title">{s.title}</span>
            <span className="site-search__type">{texts.type[s.type]}</span>
          </li>
        ))}
        <li
          id={optionId(suggestions.length)}
          role="option"
          aria-selected={active === suggestions.length}
          className="site-search__option site-search__option--all"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => go(searchPage(value))}
        >
          {formatMessage(texts.showAll, locale, { query: value.trim() })}
        </li>
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {open ? formatMessage(texts.suggestionCount, locale, { count: suggestions.length }) : ''}
      </p>
    </form>
  )
}
