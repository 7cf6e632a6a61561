import type { CollectionConfig } from 'payload'
import { describe, expect, it } from 'vitest'
import { withFinnishDates } from './finnishDates'

const collection: CollectionConfig = {
  slug: 'things',
  fields: [
    { name: 'day', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
    { name: 'plain', type: 'date' },
    { type: 'row', fields: [{ name: 'starts', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'kept' } }] },
    { type: 'tabs', tabs: [{ label: 'One', fields: [{ name: 'inTab', type: 'group', fields: [{ name: 'at', type: 'date' }] }] }] },
    { name: 'layout', type: 'blocks', blocks: [{ slug: 'b', fields: [{ name: 'when', type: 'date', admin: { date: { pickerAppearance: 'timeOnly' } } }] }] },
    { name: 'own', type: 'date', admin: { date: { displayFormat: 'yyyy' } } },
    { name: 'title', type: 'text' },
  ],
}

// The parts of a field config these tests walk through.
type Node = { fields: Node[]; tabs: Node[]; blocks: Node[]; admin: { date: Record<string, unknown>; description?: string } }

// Reads the date picker settings of a field found by a path of positions.
const picker = (config: CollectionConfig, find: (fields: Node[]) => Node) => find(config.fields as unknown as Node[]).admin.date

describe('withFinnishDates', () => {
  const [result] = withFinnishDates([collection])

  it('gives date pickers the Finnish day and time formats by their appearance', () => {
    expect(picker(result, (f) => f[0])).toMatchObject({ pickerAppearance: 'dayOnly', displayFormat: 'd.M.yyyy' })
    expect(picker(result, (f) => f[1]).displayFormat).toBe('d.M.yyyy')
    expect(picker(result, (f) => f[2].fields[0])).toMatchObject({ displayFormat: 'd.M.yyyy HH.mm', timeFormat: 'HH.mm' })
  })

  it('reaches date fields inside tabs, groups and blocks, and keeps their other settings', () => {
    expect(picker(result, (f) => f[3].tabs[0].fields[0].fields[0]).displayFormat).toBe('d.M.yyyy')
    expect(picker(result, (f) => f[4].blocks[0].fields[0]).displayFormat).toBe('HH.mm')
    expect((result.fields[2] as unknown as Node).fields[0].admin.description).toBe('kept')
  })

  it('keeps a format a field chose itself, and leaves other fields alone', () => {
    expect(picker(result, (f) => f[5]).displayFormat).toBe('yyyy')
    expect(result.fields[6]).toBe(collection.fields[6])
  })
})
