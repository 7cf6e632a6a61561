// `npm start`: migrate, seed the demo (empty database only), build when sources changed, serve.
import { spawn } from 'node:child_process'
import { bin, buildIfNeeded, ensureSecret, root, run } from './lib.mjs'

const port = process.env.PORT || '3000'
const env = { ...process.env, PORT: port, PAYLOAD_SECRET: ensureSecret(process.env), NEXT_TELEMETRY_DISABLED: '1' }

try {
  await run(bin('tsx'), ['src/seed/checkEnv.ts'], { env })
  await run(bin('tsx'), ['src/seed/migrateAndSeed.ts'], { env })
  await buildIfNeeded(env)
} catch (error) {
  console.error(`start: ${error.message}`)
  process.exit(1)
}

const site = env.PUBLIC_URL?.replace(/\/$/, '')
if (site)
  console.log(
    `start: serving ${site} on port ${port}  (staff admin: ${site}/admin). Checkout, sign-in and the admin accept this address and the locale domains only.`,
  )
else
  console.log(
    `start: serving on http://localhost:${port}  (staff admin: http://localhost:${port}/admin; 127.0.0.1 works too). Set PUBLIC_URL to the site's public address in production.`,
  )
const server = spawn(process.execPath, ['scripts/server.mjs'], { stdio: 'inherit', cwd: root, env: { ...env, NODE_ENV: 'production' } })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
