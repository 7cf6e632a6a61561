import { z } from 'zod'
import { feedbackDeps } from '@/server/feedback/feedbackDeps'
import { sendAccessibilityFeedback } from '@/server/feedback/feedbackService'
import { methods } from '@/server/http/methods'
import { serviceRoute } from '@/server/http/serviceRoute'

/**
 * POST /proxy/vm-communication/v1/email/send-accessibility-feedback (docs/api.md#accessibility-feedback):
 * { name, email, feedback, challenge, nonce }; the service checks the form itself and answers its field errors.
 */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: serviceRoute({ sameSiteOnly: true, body: z.unknown(), deps: feedbackDeps, call: sendAccessibilityFeedback }),
})
