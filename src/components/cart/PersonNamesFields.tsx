'use client'

import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import type { CartLine, PersonName } from '@/domain/cart/cartLine'
import { guestTypes, type GuestType } from '@/domain/persons'

type Props = { line: CartLine; idPrefix: string; onChange: (names: PersonName[]) => void }

/** "Adult 1", "Adult 2", "Child 1", …: each guest type counted on its own. */
function numbered(types: GuestType[]): { type: GuestType; n: number }[] {
  const seen: Partial<Record<GuestType, number>> = {}
  return types.map((type) => ({ type, n: (seen[type] = (seen[type] ?? 0) + 1) }))
}

/** The two fields of each guest; only the first guest's are filled in from the browser's own details. */
const nameFields = [
  { field: 'firstName', suffix: 'first', autoComplete: 'given-name' },
  { field: 'lastName', suffix: 'last', autoComplete: 'family-name' },
] as const

/**
 * First and last name of every guest of a stay or course (docs/behaviour.md#cart: the line becomes valid when all
 * are given). Each field's name says whose it is ("Adult 1 first name"); sighted users see the guest
 * once per row instead.
 */
export function PersonNamesFields({ line, idPrefix, onChange }: Props) {
  const t = useTranslations('cart.names')
  const guests = line.persons ? numbered(guestTypes(line.persons)) : []
  const hintId = `${idPrefix}-names-hint`
  const hidden = (chunks: ReactNode) => <span className="visually-hidden">{chunks}</span>
  const change = (index: number, field: keyof PersonName, value: string) =>
    onChange(line.personNames.map((name, i) => (i === index ? { ...name, [field]: value } : name)))

  return (
    <fieldset className="guest-names">
      <legend className="field__label">{t('legend')}</legend>
      <p id={hintId} className="field__hint">
        {line.valid ? t('hint') : t('missing')}
      </p>
      {guests.map(({ type, n }, i) => {
        const guest = t(`guest.${type}`, { n })
        const name = line.personNames[i] ?? { firstName: '', lastName: '' }
        const fieldId = `${idPrefix}-guest-${i}`
        return (
          <div key={fieldId} className="guest-names__row">
            <span className="guest-names__guest" aria-hidden="true">
              {guest}
            </span>
            {nameFields.map(({ field, suffix, autoComplete }) => (
              <div key={field} className="field">
                <label htmlFor={`${fieldId}-${suffix}`}>{t.rich(field, { guest, hidden })}</label>
                <input
                  id={`${fieldId}-${suffix}`}
                  className="field__input"
                  value={name[field]}
                  maxLength={60}
                  autoComplete={i === 0 ? autoComplete : 'off'}
                  aria-describedby={hintId}
                  onChange={(event) => change(i, field, event.target.value)}
                />
              </div>
            ))}
          </div>
        )
      })}
    </fieldset>
  )
}
