import { describe, expect, it } from 'vitest'
import { boldRuns, descriptionBlocks } from './descriptionBlocks'

describe('descriptionBlocks', () => {
  it('splits paragraphs and bullet lists', () => {
    const text = 'A cosy cottage\nby the lake.\n\n- sauna\n- jetty\nBook early.\n\n\n**Note** pets allowed'
    expect(descriptionBlocks(text)).toEqual([
      { type: 'paragraph', text: 'A cosy cottage by the lake.' },
      { type: 'list', items: ['sauna', 'jetty'] },
      { type: 'paragraph', text: 'Book early.' },
      { type: 'paragraph', text: '**Note** pets allowed' },
    ])
  })
  it('gives nothing for an empty text', () => {
    expect(descriptionBlocks('  \n ')).toEqual([])
  })
  it('marks bold runs at odd indexes', () => {
    expect(boldRuns('**Note** pets')).toEqual(['', 'Note', ' pets'])
    expect(boldRuns('**La** 10–12 rules, **Su** 10–12 games')).toEqual(['', 'La', ' 10–12 rules, ', 'Su', ' 10–12 games'])
  })
  it('keeps an unpaired marker as typed', () => {
    expect(boldRuns('**Sat** 10–12, 2 ** 3')).toEqual(['', 'Sat', ' 10–12, 2 ** 3'])
    expect(boldRuns('5 ** 2')).toEqual(['5 ** 2'])
  })
  it('keeps single line breaks when asked', () => {
    expect(descriptionBlocks('Student office\ntel. 040 123\n\n- a\n- b', { lineBreaks: true })).toEqual([
      { type: 'paragraph', text: 'Student office\ntel. 040 123' },
      { type: 'list', items: ['a', 'b'] },
    ])
  })
  it('keeps a programme day per paragraph', () => {
    expect(descriptionBlocks('**Sat** 10–12 rules\n\n**Sun** 10–12 games')).toEqual([
      { type: 'paragraph', text: '**Sat** 10–12 rules' },
      { type: 'paragraph', text: '**Sun** 10–12 games' },
    ])
  })
})
