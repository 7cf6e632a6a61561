// WEB_CONCURRENCY=N (N > 1): the first process of scripts/server.mjs becomes a small supervisor that
// runs N app processes with Node's cluster module. It never loads Next itself. The app processes
// all listen on PORT (the supervisor hands out the connections) and share Next's caches through
// Redis (docs/operations.md#several-processes).
//
// - An app process that exits on its own is replaced; if they keep exiting right after start (a bad
//   setting, a broken build), the supervisor gives up and exits 1 rather than loop.
// - SIGTERM or SIGINT: every app process finishes its requests and stops (the same drain as one
//   process), then the supervisor exits. A second signal stops them at once. The supervisor asks
//   over the cluster channel, not with a signal, so a process manager that signals the whole
//   process group does not count as asking twice.
import cluster from 'node:cluster'

/** App processes that die within this long of their start count as failing to start. */
const startupMs = 15_000

/**
 * @param {number} count
 * @param {{ error(message: string): void; log(message: string): void }} [log]
 */
export function superviseAppProcesses(count, log = console) {
  /** @type {Map<number, number>} worker id -> when it was started */
  const startedAt = new Map()
  let failedStarts = 0
  let stopping = false
  let forced = false

  const startOne = () => startedAt.set(cluster.fork().id, Date.now())
  const workers = () => Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined)

  /** @param {'stop' | 'stop-now'} how */
  const tellAll = (how) => {
    for (const worker of workers()) if (worker.isConnected()) worker.send(`resort:${how}`)
  }

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0)
    startedAt.delete(worker.id)
    if (stopping) {
      if (workers().length === 0) process.exit(forced ? 1 : 0)
      return
    }
    if (lived < startupMs && ++failedStarts >= count * 2) {
      log.error('server: the app processes keep exiting right after they start; stopping (see the errors above)')
      stopping = true
      forced = true
      tellAll('stop-now')
      if (workers().length === 0) process.exit(1)
      return
    }
    log.error(`server: app process ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting another`)
    startOne()
  })

  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (stopping) {
        forced = true
        tellAll('stop-now')
        return
      }
      stopping = true
      tellAll('stop')
    })
  }

  log.log(`server: starting ${count} app processes on port ${process.env.PORT || 3000} (WEB_CONCURRENCY)`)
  for (let i = 0; i < count; i++) startOne()
}
