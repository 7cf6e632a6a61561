/**
 * Lets the seed CLI load the stores marked `import 'server-only'`. That marker keeps database code out
 * of Next's browser bundles; the seed runs in plain Node outside them, as the tests do (vitest.config.ts
 * maps it to an empty module). Here it resolves under the `react-server` condition, which is the
 * marker's own empty export. Modules imported after this call see it, so import the stores dynamically.
 */
import { register } from 'node:module'

const hook = `export async function resolve(specifier, context, next) {
  if (specifier === 'server-only') return next(specifier, { ...context, conditions: [...context.conditions, 'react-server'] })
  return next(specifier, context)
}`

let registered = false

export function allowServerModules() {
  if (registered) return
  register(`data:text/javascript,${encodeURIComponent(hook)}`)
  registered = true
}
