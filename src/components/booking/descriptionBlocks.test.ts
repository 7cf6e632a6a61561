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
  })
})
