import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { files } from '../../../scripts/files.mjs'

// The site's styles reach a page only through site.css (one stylesheet for every page). A component
// file that imports its CSS itself gets a stylesheet of its own back, in an order of Next's choosing;
// a CSS file that site.css does not list is simply missing from the site.
const frontend = path.resolve('src/app/(frontend)')
const isAdmin = (file: string) => file.includes(`${path.sep}(payload)${path.sep}`) || file.includes(`${path.sep}components${path.sep}admin${path.sep}`)
const sources = [...files(path.resolve('src'))].filter((file) => !isAdmin(file))
const siteCss = path.join(frontend, 'site.css')

function importsOf(cssFile: string) {
  return [...readFileSync(cssFile, 'utf8').matchAll(/@import '([^']+)';/g)].map(([, spec]) => path.resolve(path.dirname(cssFile), spec))
}

describe('the site stylesheet', () => {
  it('lists every stylesheet of the site once', () => {
    const listed = importsOf(siteCss)
    expect(new Set(listed).size).toBe(listed.length)
    const present = sources.filter((file) => file.endsWith('.css') && file !== siteCss)
    expect([...listed].sort()).toEqual([...present].sort())
  })

  it('starts with the base styles, which later files may override', () => {
    expect(importsOf(siteCss)[0]).toBe(path.join(frontend, 'styles.css'))
  })

  it('is the only stylesheet a page or component imports', () => {
    const importing = sources
      .filter((file) => /\.(ts|tsx)$/.test(file))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/^import ['"]([^'"]+\.css)['"]/gm)].map(([, spec]) => `${path.relative('src', file)}: ${spec}`),
      )
    expect(importing).toEqual([`app/(frontend)/[locale]/layout.tsx: ../site.css`])
  })
})
