import 'server-only'
import { buildVersionCollectionFields, buildVersionGlobalFields, type Payload } from 'payload'
import { getPayloadClient } from '@/server/payload'
import { documentIdOf, matchEndpoint, needsData, type EndpointLike, type EndpointMatch } from './endpointMatch'
import { valueKindAt, type FieldLike, type Schema } from './fieldKinds'
import { readWriteBody } from './requestBody'
import { namesNoFile } from './uploadFile'
import { bracketSegments, whereEntryProblem } from './whereQuery'

/** A collection or global of the REST API with what the checks need to know about it. */
type Target = {
  slug: string
  endpoints: EndpointLike[] | false
  fields: () => FieldLike[]
  versionFields: () => FieldLike[]
  numericIds: boolean
  verifiesEmail: boolean
  hasVersions: boolean
}

export type RestRequest = { match: EndpointMatch | null; data: unknown }
export type Refusal = { status: number; message: string }

/** Collections by any slug a request names (the generated types know only the configured ones). */
const collectionsOf = (payload: Payload) => payload.collections as Partial<Record<string, Payload['collections'][keyof Payload['collections']]>>

function targetOf(payload: Payload, segments: string[]): { target: Target; rest: string[] } | null {
  const numeric = payload.db.defaultIDType === 'number'
  if (segments[0] === 'globals') {
    const global = payload.globals.config.find((g) => g.slug === segments[1])
    if (!global) return null
    const target = {
      slug: global.slug,
      endpoints: global.endpoints,
      fields: () => global.flattenedFields,
      versionFields: () => buildVersionGlobalFields(payload.config, global, true),
      numericIds: numeric,
      verifiesEmail: false,
      hasVersions: Boolean(global.versions),
    }
    return { target, rest: segments.slice(2) }
  }
  const entry = collectionsOf(payload)[segments[0]]
  if (!entry) return null
  const collection = entry.config
  const target = {
    slug: collection.slug,
    endpoints: collection.endpoints,
    fields: () => collection.flattenedFields,
    versionFields: () => buildVersionCollectionFields(payload.config, collection, true),
    numericIds: (entry.customIDType ?? payload.db.defaultIDType) === 'number',
    verifiesEmail: Boolean(collection.auth?.verify),
    hasVersions: Boolean(collection.versions),
  }
  return { target, rest: segments.slice(1) }
}

const whole = (value: string | null, max: number) => value === null || (/^\d{1,10}$/.test(value) && Number(value) <= max)

/** `limit`, `page` and `depth` reach the database as numbers: whole and small enough to be one. */
function numberParamProblem(query: URLSearchParams): string | null {
  for (const name of ['limit', 'page', 'depth']) {
    if (query.getAll(name).length > 1 || !whole(query.get(name), 1_000_000)) return `${name} must be a whole number from 0 to 1000000`
  }
  return null
}

function whereProblem(query: URLSearchParams, fields: FieldLike[], schema: Schema): string | null {
  for (const key of new Set(query.keys())) {
    const { root, segments } = bracketSegments(key)
    if (root !== 'where') continue
    if (segments.length === 0) return 'where must be conditions such as where[title][equals]=x'
    const problem = whereEntryProblem(segments, query.getAll(key), (path) => valueKindAt(fields, path, schema))
    if (problem) return problem
  }
  return null
}

/** PostgreSQL text cannot hold U+0000: a value with it names nothing and would fail the query. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (Array.isArray(value)) return value.some(holdsNul)
  return typeof value === 'object' && value !== null && Object.entries(value).some(([k, v]) => holdsNul(k) || holdsNul(v))
}

const isGetOverride = (request: Request) =>
  request.method === 'POST' && (request.headers.get('x-payload-http-method-override') ?? request.headers.get('x-http-method-override')) === 'GET'

/**
 * Checks a call of Payload's REST API for what Payload would pass on unchecked and then fail on with a
 * 500: a malformed document id, limit, page or depth, a `where` whose values do not fit their fields,
 * a body that is not a JSON object. `segments` is the path after /api. Unknown collections, fields and
 * operators, and everything about access, stay Payload's to answer.
 */
export async function checkRestRequest(request: Request, segments: string[]): Promise<Refusal | RestRequest> {
  const payload = await getPayloadClient()
  const query = new URL(request.url).searchParams
  if (holdsNul(segments) || holdsNul([...query.keys(), ...query.values()])) return { status: 400, message: 'The address holds a NUL character' }
  const found = targetOf(payload, segments)
  if (!found) return { match: null, data: undefined }
  const { target, rest } = found
  // Payload answers a collection without REST endpoints with 501 Not Implemented: it is simply not here.
  if (target.endpoints === false) return { status: 404, message: 'Not Found' }
  const override = isGetOverride(request)
  let data: unknown
  if (override && (request.headers.get('content-type') ?? '') === 'application/x-www-form-urlencoded') {
    // A long query sent as the body of a POST marked as a GET (the admin's relationship fields do).
    for (const [key, value] of new URLSearchParams(await request.clone().text())) query.append(key, value)
    if (holdsNul([...query.keys(), ...query.values()])) return { status: 400, message: 'The query holds a NUL character' }
  } else if (override || ['POST', 'PATCH', 'PUT'].includes(request.method)) {
    const body = await readWriteBody(request)
    if (!body.ok) return { status: body.status, message: body.message }
    data = body.data
    if (holdsNul(data)) return { status: 400, message: 'The body holds a NUL character' }
  }
  const match = matchEndpoint(target.endpoints, override ? 'GET' : request.method, rest)
  const id = match ? documentIdOf(match) : undefined
  if (id !== undefined && target.numericIds && !whole(id, 2_147_483_647))
    return { status: 400, message: `"${id.slice(0, 40)}" is not a document id (a whole number)` }
  if (match && needsData(match) && data === undefined) return { status: 400, message: 'The document is missing: send it as a JSON object' }
  // Payload's version and e-mail verification endpoints exist everywhere; without versions (or
  // verification) they query tables and columns that are not there.
  if (match?.endpoint.path.startsWith('/versions') && !target.hasVersions) return { status: 404, message: 'Not Found' }
  if (match?.endpoint.path === '/verify/:id' && !target.verifiesEmail) return { status: 404, message: 'Not Found' }
  if (match?.endpoint.path === '/file/:filename' && (await namesNoFile(payload, target.slug, match.params.filename)))
    return { status: 404, message: 'Not Found' }
  const schema: Schema = {
    fieldsOf: (slug) => collectionsOf(payload)[slug]?.config.flattenedFields,
    locales: payload.config.localization ? payload.config.localization.localeCodes : [],
  }
  const fields = match?.endpoint.path.startsWith('/versions') ? target.versionFields() : target.fields()
  const problem = numberParamProblem(query) ?? whereProblem(query, fields, schema)
  if (problem) return { status: 400, message: problem }
  return { match, data }
}
