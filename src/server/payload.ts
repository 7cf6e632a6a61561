import 'server-only'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The process's Payload instance (Local API), created on first use. */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config })
}
