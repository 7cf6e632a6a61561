/** What a request body gave Payload to work with, or why it cannot be used. */
export type BodyResult = { ok: true; data: unknown } | { ok: false; status: 400 | 415; message: string }

const isPlainObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value)

function jsonObject(text: string, what: string): BodyResult {
  let data: unknown
  try {
    data = text ? JSON.parse(text) : {}
  } catch {
    return { ok: false, status: 400, message: `${what} is not valid JSON` }
  }
  return isPlainObject(data) ? { ok: true, data } : { ok: false, status: 400, message: `${what} must be a JSON object` }
}

/** Whether any byte of body came: a copy's first chunk is read at most (a POST without body has a stream too). */
async function hasBody(request: Request): Promise<boolean> {
  if (request.body === null || request.headers.get('content-length') === '0') return false
  const reader = request.clone().body!.getReader()
  const first = await reader.read()
  // Not awaited: a copy's cancel settles only once the original is consumed as well.
  void reader.cancel().catch(() => undefined)
  return !first.done && first.value.byteLength > 0
}

/**
 * Reads the body of a write the way Payload will (from a copy, so Payload still gets the stream).
 * Payload understands a JSON object (`application/json`, compared as Payload does) or multipart form
 * data with the document as JSON in `_payload`. It parses those unguarded, and any other body leaves
 * it without data; both ended in a 500. `data` is undefined when there is no body or no `_payload`.
 */
export async function readWriteBody(request: Request): Promise<BodyResult> {
  if (!(await hasBody(request))) return { ok: true, data: undefined }
  const type = (request.headers.get('content-type') ?? '').split(';', 1)[0]
  if (type === 'application/json') return jsonObject(await request.clone().text(), 'The body')
  if (type.includes('multipart/')) {
    let form: FormData
    try {
      form = await request.clone().formData()
    } catch {
      return { ok: false, status: 400, message: 'The body is not valid multipart form data' }
    }
    const document = form.get('_payload')
    // A file sent on its own is an upload whose document Payload builds from the file.
    if (document === null) return { ok: true, data: form.get('file') instanceof File ? {} : undefined }
    return typeof document === 'string'
      ? jsonObject(document, 'The _payload field')
      : { ok: false, status: 400, message: 'The _payload field must be JSON text' }
  }
  return { ok: false, status: 415, message: 'Send the body as application/json or multipart/form-data' }
}
