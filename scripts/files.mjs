import { readdirSync } from 'node:fs'
import path from 'node:path'

/** Every file under `dir`, in all its subfolders, by full path. */
export function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else yield full
  }
}
