// @ts-check
// One warning when Redis goes away and one line when it is back, however many requests fail between:
// an outage must not flood the log with a line per request.

/**
 * @param {{ warn(message: string): void; info(message: string): void }} log
 * @param {string} where Redis's address without its password
 */
export function createOutageLog(log, where) {
  let down = false
  return {
    /** @param {unknown} error */
    down(error) {
      if (down) return
      down = true
      const reason = error instanceof Error ? error.message || error.name : String(error)
      log.warn(
        `[cache] Redis at ${where} is unreachable (${reason}): pages are served from this process's memory or rendered, ` +
          'and changes reach the other processes once it is back',
      )
    },
    up() {
      if (!down) return
      down = false
      log.info(`[cache] Redis at ${where} answers again`)
    },
    get isDown() {
      return down
    },
  }
}

/** @param {string} url */
export function withoutPassword(url) {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'the configured address'
  }
}
