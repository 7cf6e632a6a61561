'use client'
/**
 * One staff action's state in the admin: its request in flight, the refusal to show, and the note
 * the action left before the page was loaded again (see reloadWithNote).
 */
import { useCallback, useEffect, useState } from 'react'
import { reloadWithNote, takeNote } from './reloadWithNote'
import { staffPost } from './staffPost'
import { useStaffText } from './useStaffText'

export function useStaffAction(scope: string) {
  const { language } = useStaffText()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [note, setNote] = useState<string | null>(null)
  // Until hydrated, what staff type or tick would be lost: the controls wait for it, disabled.
  const [ready, setReady] = useState(false)
  useEffect(() => {
    setNote(takeNote(scope))
    setReady(true)
  }, [scope])

  /** POSTs the action; on success reloads the document with `done(answer)` as the note. */
  const run = useCallback(
    async <T>(path: string, body: unknown, done: (value: T) => string) => {
      setBusy(true)
      setError(null)
      setNote(null)
      const answer = await staffPost<T>(path, body, language)
      if (answer.ok) return reloadWithNote(scope, done(answer.value))
      setError(answer.message)
      setBusy(false)
    },
    [scope, language],
  )

  return { busy, locked: busy || !ready, error, note, setError, run }
}
