/** A REST endpoint as Payload lists it on a collection or global: an HTTP method and a path pattern. */
export type EndpointLike = { method: string; path: string }

export type EndpointMatch = { endpoint: EndpointLike; params: Record<string, string> }

function matchPattern(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = pattern.split('/').filter(Boolean)
  const params: Record<string, string> = {}
  for (let i = 0; i < Math.max(parts.length, segments.length); i++) {
    const part = parts[i]
    const segment = segments[i]
    if (part === undefined) return null
    if (part.startsWith(':')) {
      const optional = part.endsWith('?')
      if (segment === undefined) {
        if (optional) continue
        return null
      }
      params[part.slice(1, optional ? -1 : undefined)] = segment
    } else if (segment === undefined || part.toLowerCase() !== segment.toLowerCase()) {
      return null
    }
  }
  return params
}

/**
 * The endpoint Payload runs for a request: the first of the list whose method matches and whose path
 * pattern (`/versions/:id`, `/access/:id?`) matches the decoded path segments, literals compared
 * without case as Payload's router does.
 */
export function matchEndpoint(endpoints: EndpointLike[], method: string, segments: string[]): EndpointMatch | null {
  const wanted = method.toLowerCase()
  for (const endpoint of endpoints) {
    if (endpoint.method.toLowerCase() !== wanted) continue
    const params = matchPattern(endpoint.path, segments)
    if (params) return { endpoint, params }
  }
  return null
}

/** Payload's own endpoints whose `:id` names a document (or a version); `/verify/:id` carries a token. */
const documentIdPaths = new Set(['/:id', '/:id/duplicate', '/access/:id?', '/versions/:id', '/paste-url/:id?', '/:id/api-key/reveal'])

/** The document id a matched endpoint reads from the path, if any. */
export function documentIdOf(match: EndpointMatch): string | undefined {
  return documentIdPaths.has(match.endpoint.path) ? match.params.id : undefined
}

/** Endpoints that create or change documents from the request's data. */
const dataPaths = new Set(['post /', 'patch /', 'patch /:id'])

export function needsData(match: EndpointMatch): boolean {
  return dataPaths.has(`${match.endpoint.method.toLowerCase()} ${match.endpoint.path}`)
}
