import { z } from 'zod'
import { env } from '@/server/env'
import { newChallenge } from '@/server/feedback/challengeService'
import { methods } from '@/server/http/methods'
import { serviceRoute } from '@/server/http/serviceRoute'

const query = z.object({ purpose: z.string().max(40) })

/** GET /proxy/vm-communication/v1/challenge?purpose=accessibility-feedback (docs/api.md#challenge): a signed proof-of-work challenge. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: serviceRoute({ query, deps: () => ({ secret: env().PAYLOAD_SECRET, now: new Date() }), call: newChallenge }),
})
