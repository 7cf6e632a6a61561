import 'server-only'
import { readFileSync } from 'node:fs'
import path from 'node:path'

let cached: string | undefined

/** The id of the running build (Next writes it to .next/BUILD_ID). */
export function buildId(): string {
  if (cached) return cached
  try {
    cached = readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim()
  } catch {
    cached = 'development'
  }
  return cached
}
