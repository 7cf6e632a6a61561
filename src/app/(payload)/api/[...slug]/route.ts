/* Payload REST API (Payload's generated boilerplate, behind our checks of malformed calls). */
import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { withRestChecks } from '@/server/payloadRest/beforePayload'

export const GET = withRestChecks(REST_GET(config))
export const POST = withRestChecks(REST_POST(config))
export const DELETE = withRestChecks(REST_DELETE(config))
export const PATCH = withRestChecks(REST_PATCH(config))
export const PUT = withRestChecks(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
