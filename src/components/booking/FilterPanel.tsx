'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import type { Filter } from '@/domain/catalogue'
import { toggleOption, type CategoryFilterState } from '@/domain/categoryFilters'
import { PriceFilter } from './PriceFilter'

type Props = {
  id: string
  filters: Filter[]
  state: CategoryFilterState
  priceStart: { min: string; max: string } | null
  resetKey: number
  onChange: (state: CategoryFilterState) => void
  onPrice: (text: { min: string; max: string }) => void
  onReset: () => void
}

/** The filters toggle and its panel: choice filters as checkbox groups, number filters, price, remove all. */
export function FilterPanel({ id, filters, state, priceStart, resetKey, onChange, onPrice, onReset }: Props) {
  const t = useTranslations('shop.filters')
  const [open, setOpen] = useState(false)
  const panelId = `${id}-panel`
  const setNumber = (name: string, key: string) => {
    const selected = { ...state.selected }
    if (key) selected[name] = [key]
    else delete selected[name]
    onChange({ ...state, selected })
  }
  return (
    <div className="filters">
      <button type="button" className="btn btn--secondary filters__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {t(open ? 'hide' : 'show')}
      </button>
      <div id={panelId} className="filters__panel" hidden={!open}>
        {filters.map((filter) =>
          filter.dataType === 'choice' ? (
            <fieldset key={filter.name} className="filter">
              <legend className="field__label">{filter.label}</legend>
              {filter.options.map((option) => (
                <label key={option.key} className="choice">
                  <input
                    type="checkbox"
                    checked={(state.selected[filter.name] ?? []).includes(option.key)}
                    onChange={() => onChange(toggleOption(state, filter.name, option.key))}
                  />
                  {option.label}
                </label>
              ))}
            </fieldset>
          ) : (
            <div key={filter.name} className="field filter">
              <label htmlFor={`${id}-${filter.name}`} className="field__label">
                {filter.label}
              </label>
              <select
                id={`${id}-${filter.name}`}
                className="field__input field__input--short"
                value={state.selected[filter.name]?.[0] ?? ''}
                onChange={(e) => setNumber(filter.name, e.target.value)}
              >
                <option value="">{t('any')}</option>
                {filter.options.map((option) => (
                  <option key={option.key} value={option.key}>
                    {t('atLeast', { value: option.label })}
                  </option>
                ))}
              </select>
            </div>
          ),
        )}
        {priceStart ? <PriceFilter id={`${id}-price`} initial={priceStart} resetKey={resetKey} onCommit={onPrice} /> : null}
        <button type="button" className="btn btn--secondary filters__reset" onClick={onReset}>
          {t('removeAll')}
        </button>
      </div>
    </div>
  )
}
