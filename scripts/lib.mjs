// Shared helpers of the start, test and benchmark scripts (plain Node, no dependencies).
import { spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { files } from './files.mjs'
import { precompress } from './staticAssets.mjs'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const bin = (name) => path.join(root, 'node_modules', '.bin', name)

/** Runs a command; resolves on exit code 0, rejects otherwise. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options })
    child.on('error', reject)
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${path.basename(command)} ${args.join(' ')} failed (${signal ?? code})`))))
  })
}

/** The demo's session secret: PAYLOAD_SECRET if set, else one generated once into data/. */
export function ensureSecret(env) {
  if (env.PAYLOAD_SECRET) return env.PAYLOAD_SECRET
  const dataDir = path.resolve(root, env.DATA_DIR ?? 'data')
  mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, '.payload-secret')
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  return readFileSync(file, 'utf8').trim()
}

/** A hash of everything the build depends on: a second start reuses the build when it matches. */
export function sourceHash() {
  const hash = createHash('sha256')
  const inputs = ['src', 'public', 'next.config.ts', 'tsconfig.json', 'package-lock.json']
  for (const input of inputs) {
    const full = path.join(root, input)
    if (!existsSync(full)) continue
    const list = statSync(full).isDirectory() ? [...files(full)].sort() : [full]
    for (const file of list) {
      if (/\.test\.tsx?$/.test(file)) continue
      hash.update(path.relative(root, file)).update(readFileSync(file))
    }
  }
  return hash.digest('hex')
}

const stampFile = path.join(root, '.next', 'source-hash')

export function buildIsCurrent() {
  return existsSync(path.join(root, '.next', 'BUILD_ID')) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === sourceHash()
}

export async function buildIfNeeded(env) {
  if (buildIsCurrent()) {
    console.log('start: the build is up to date')
    return
  }
  console.log('start: building the app (a few minutes on first start)')
  await run(bin('next'), ['build'], { env: { ...env, NEXT_TELEMETRY_DISABLED: '1' } })
  // The servers started on this build find the compressed copies ready (each makes any that are missing).
  await precompress(path.join(root, '.next', 'static'))
  writeFileSync(stampFile, sourceHash())
}
