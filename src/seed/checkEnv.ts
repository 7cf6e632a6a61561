/**
 * `npm start` runs this first: it checks every setting and prints only the list of bad values
 * (loading the app's configuration with a bad value would bury the list under a stack trace).
 */
import { env } from '@/server/env'

try {
  env()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
