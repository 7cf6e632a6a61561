import { describe, expect, it } from 'vitest'
import { addMonths, monthGrid, moveFocus, parseTypedDate } from './calendarDates'

describe('parseTypedDate', () => {
  it('reads dd.MM.yyyy and d.M.yyyy', () => {
    expect(parseTypedDate('01.12.2026')).toBe('2026-12-01')
    expect(parseTypedDate(' 1.2.2027 ')).toBe('2027-02-01')
  })
  it('refuses days that do not exist and other shapes', () => {
    expect(parseTypedDate('30.02.2026')).toBeNull()
    expect(parseTypedDate('2026-12-01')).toBeNull()
    expect(parseTypedDate('1.13.2026')).toBeNull()
    expect(parseTypedDate('')).toBeNull()
  })
})

describe('addMonths', () => {
  it('clamps to the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28')
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15')
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15')
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28')
  })
})

describe('monthGrid', () => {
  it('starts weeks on Monday and blanks days of other months', () => {
    // 1 December 2026 is a Tuesday.
    const grid = monthGrid('2026-12-17')
    expect(grid[0]).toEqual([null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'])
    expect(grid.at(-1)).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null, null])
    expect(grid).toHaveLength(5)
  })
  it('has six weeks when the month needs them', () => {
    // March 2026 starts on a Sunday and has 31 days.
    const grid = monthGrid('2026-03-01')
    expect(grid[0][6]).toBe('2026-03-01')
    expect(grid).toHaveLength(6)
  })
})

describe('moveFocus', () => {
  it('moves by day, week, month and to the week ends', () => {
    expect(moveFocus('2026-12-31', 'ArrowRight')).toBe('2027-01-01')
    expect(moveFocus('2026-12-03', 'ArrowUp')).toBe('2026-11-26')
    expect(moveFocus('2026-03-31', 'PageUp')).toBe('2026-02-28')
    expect(moveFocus('2026-03-31', 'PageDown', true)).toBe('2027-03-31')
    expect(moveFocus('2026-12-03', 'Home')).toBe('2026-11-30')
    expect(moveFocus('2026-12-03', 'End')).toBe('2026-12-06')
  })
})
