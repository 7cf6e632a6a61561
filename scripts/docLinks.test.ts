// Source comments cite the docs as `docs/<file>.md#<anchor>`: each cited file and heading must exist,
// so a renamed heading or a promised page that was never written fails here, not a reader.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- ]/gu, '')
    .replace(/ /g, '-')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full)
    return /\.(ts|tsx|mjs|css)$/.test(entry.name) ? [full] : []
  })
}

const anchors = new Map<string, Set<string> | null>()
function anchorsOf(doc: string): Set<string> | null {
  if (!anchors.has(doc)) {
    try {
      const text = readFileSync(path.join(root, doc), 'utf8')
      anchors.set(doc, new Set([...text.matchAll(/^#+\s+(.*)$/gm)].map((m) => anchorOf(m[1]!))))
    } catch {
      anchors.set(doc, null)
    }
  }
  return anchors.get(doc)!
}

describe('links from the source to the docs', () => {
  it('name headings that exist', () => {
    const broken: string[] = []
    for (const file of sourceFiles(path.join(root, 'src'))) {
      for (const [, doc, anchor] of readFileSync(file, 'utf8').matchAll(/\b(docs\/[\w.-]+\.md)#([\w-]+)/g)) {
        const known = anchorsOf(doc!)
        if (!known?.has(anchor!)) broken.push(`${path.relative(root, file)}: ${doc}#${anchor}${known ? '' : ' (no such file)'}`)
      }
    }
    expect(broken).toEqual([])
  })
})
