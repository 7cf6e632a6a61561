'use client'
/** The answer of a staff action: a refusal is announced as it appears; the note of a done action stays readable. */
export function ActionMessages({ error, note }: { error: string | null; note: string | null }) {
  return (
    <>
      {error && (
        <p className="staff-action__error" role="alert">
          {error}
        </p>
      )}
      {note && (
        <p className="staff-action__note" role="status">
          {note}
        </p>
      )}
    </>
  )
}
