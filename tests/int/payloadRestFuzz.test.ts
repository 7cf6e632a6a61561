/**
 * A bounded, deterministic fuzz of Payload's REST API: every collection (and global) is called with a
 * fixed list of malformed ids, queries, bodies and methods, anonymously and as staff. Each answer
 * must be below 500 and JSON. Writes as staff only ever name documents that cannot exist, so the
 * suite changes no data.
 */
import { describe, expect, it } from 'vitest'
import { baseUrl, staffToken } from './helpers'

type Call = { method: string; path: string; body?: string | FormData; type?: string; headers?: Record<string, string> }

/** Ids no document can have; parseFloat would read several of them as 1, 1000 or 0. */
const badIds = ['abc', '1abc', '%201', '1e3', '1.5', '-1', '0x10', '99999999999999999999', 'null', '%00', '..%2F..%2Fetc', 'me%E0']
/** Ids that parse to nothing at all: the only ones written to as staff (an unfixed server must not delete page 1). */
const unparseableIds = ['abc', 'null', '%00', '..%2F..%2Fetc']

const badQueries = [
  'where=abc',
  'where[or]=x',
  'where[or][0]=x',
  'where[or][x][id][equals]=1',
  'where[id]=1',
  'where[id][equals][x]=1',
  'where[id][equals]=abc',
  'where[id][equals]=1&where[id][equals]=2',
  'where[id][in]=a,b',
  'where[id][in][]=x',
  'where[id][like]=%25',
  'where[id][exists]=maybe',
  'where[id][equals]=1e3',
  'where[id][equals]=99999999999999999999',
  'where[createdAt][equals]=notadate',
  'where[createdAt][greater_than]=x',
  'where[updatedAt][near]=1,2',
  'where[updatedAt][within]=x',
  'where[updatedAt][like]=x',
  'where[nope][equals]=1',
  'where[id][nope]=1',
  `where${'[a]'.repeat(12)}=1`,
  'sort=nope',
  'sort=-nope',
  'sort=',
  'sort[]=id',
  'sort=id,,,-',
  `sort=${'a'.repeat(300)}`,
  'limit=abc',
  'limit=-1',
  'limit=1e99',
  'limit=99999999999999999999',
  'limit[]=1',
  'limit=1&limit=2',
  'page=abc',
  'page=-1',
  'page=0',
  'page=1e99',
  'page[x]=1',
  'depth=abc',
  'depth=-1',
  'depth=1000',
  'depth[]=1',
  'locale=xx',
  'locale[]=fi',
  'locale=all',
  'locale=*',
  'fallback-locale=xx',
  'draft=maybe',
  'trash=maybe',
  'select[nope]=true',
  'select=abc',
  'populate[nope]=x',
  'populate=x',
  'joins=x',
  'pagination=maybe',
]

const json = (method: string, path: string, body: string): Call => ({ method, path, body, type: 'application/json' })
const brokenForm = () => {
  const form = new FormData()
  form.set('_payload', '{broken')
  return form
}
/** Bodies that are not a document: broken or non-object JSON, other types, broken multipart. */
const badBodies = (method: string, path: string): Call[] => [
  json(method, path, '{broken'),
  json(method, path, '[]'),
  json(method, path, 'null'),
  json(method, path, '"x"'),
  json(method, path, '7'),
  { method, path, body: 'a=b', type: 'application/x-www-form-urlencoded' },
  { method, path, body: '{}', type: 'text/plain' },
  { method, path, body: 'garbage', type: 'multipart/form-data; boundary=x' },
  { method, path, body: brokenForm() },
  { method, path }, // no body at all
]

/** The calls most likely to reach the database unchecked; every collection gets these. */
const coreQueries = ['where=abc', 'where[id][equals]=abc', 'where[id][in]=a,b', 'where[createdAt][equals]=notadate', 'limit=1e99', 'page=1e99']

/** Collections that get every case (localized drafts, an upload, staff auth, Payload's own) with a text field of each. */
const representative: Record<string, string> = { pages: 'path', media: 'alt', users: 'email', 'payload-preferences': 'key' }

/** Every case for one collection. As staff, writes only name documents that cannot exist. */
function collectionCalls(slug: string, staff: boolean): Call[] {
  const base = `/api/${slug}`
  const text = representative[slug]
  const none = 'where[and][1][id][equals]=0' // keeps a bulk write as staff away from every document
  const core: Call[] = [
    ...coreQueries.map((q) => ({ method: 'GET', path: `${base}?${q}${q.startsWith('limit') ? '' : '&limit=1'}` })),
    { method: 'GET', path: `${base}/count?where[updatedAt][near]=1,2` },
    { method: 'GET', path: `${base}/versions?where[parent][equals]=abc` },
    ...['abc', '1abc', '%201'].map((id) => ({ method: 'GET', path: `${base}/${id}` })),
    { method: 'GET', path: `${base}/versions/abc` },
    { method: 'DELETE', path: `${base}/abc` },
    json('PATCH', `${base}/null`, '{}'),
    { method: 'DELETE', path: `${base}?where[and][0][createdAt][equals]=notadate&${none}` },
    json('POST', base, '{broken'),
    json('POST', base, '"x"'),
    { method: 'POST', path: base, body: '{}', type: 'text/plain' },
    { method: 'PUT', path: `${base}/1`, body: '{}', type: 'application/json' },
  ]
  if (text === undefined) return core
  // Every case, the malformed part unchanged; one document per answer keeps valid-looking lists small.
  const queries = [...badQueries, `where[${text}][equals]=a%00b`, `where[${text}][in]=a,%00`, 'sort=%00'] // PostgreSQL text holds no NUL
  const calls: Call[] = [
    ...core,
    ...queries.map((q) => ({ method: 'GET', path: `${base}?${q}${q.startsWith('limit') ? '' : '&limit=1'}` })),
    ...coreQueries.map((q) => ({ method: 'GET', path: `${base}/count?${q}` })),
    ...coreQueries.map((q) => ({ method: 'GET', path: `${base}/versions?${q.replace('[id]', '[parent]')}` })),
    ...badIds.map((id) => ({ method: 'GET', path: `${base}/${id}` })),
    ...['1e3', '99999999999999999999', 'me%E0'].map((id) => ({ method: 'GET', path: `${base}/versions/${id}` })),
    ...(staff ? unparseableIds : ['1abc', '%201', '1e3', 'me%E0']).flatMap((id) => [
      { method: 'DELETE', path: `${base}/${id}` },
      json('PATCH', `${base}/${id}`, '{}'),
      json('POST', `${base}/${id}/duplicate`, '{}'),
      json('POST', `${base}/versions/${id}`, '{}'),
      json('POST', `${base}/access/${id}`, '{}'),
    ]),
    ...['[id][equals]=abc', '[createdAt][equals]=notadate', '=abc'].flatMap((q) => [
      { method: 'DELETE', path: `${base}?where[and][0]${q}&${none}` },
      json('PATCH', `${base}?where[and][0]${q}&${none}`, '{}'),
    ]),
    ...badBodies('POST', base),
    ...badBodies('PATCH', `${base}/abc`),
    { method: 'GET', path: `${base}/1?depth=abc&locale=xx` },
    { method: 'PUT', path: base, body: '{}', type: 'application/json' },
    { method: 'DELETE', path: `${base}/versions/abc` },
    { method: 'GET', path: `${base}/distinct?field=nope` },
    { method: 'GET', path: `${base}/file/no-such-file.png` },
    { method: 'GET', path: `${base}/file/..%2F..%2Fetc%2Fpasswd` },
    { method: 'POST', path: base, body: '{broken', type: 'application/json', headers: { 'x-http-method-override': 'GET' } },
    // A query sent as a form body of a POST marked as a GET, as the admin's relationship fields do.
    ...['where[id][equals]=abc', 'where[createdAt][equals]=notadate', 'limit=1e99', 'page=-1'].map((q) => ({
      method: 'POST',
      path: base,
      body: q,
      type: 'application/x-www-form-urlencoded',
      headers: { 'x-payload-http-method-override': 'GET' },
    })),
    json('POST', `${base}/login`, '{"email":1,"password":{}}'),
    json('POST', `${base}/forgot-password`, '{"email":{"a":1}}'),
    json('POST', `${base}/reset-password`, '{"token":1,"password":[]}'),
    json('POST', `${base}/unlock`, '{"email":[]}'),
    json('POST', `${base}/first-register`, '{broken'),
    { method: 'POST', path: `${base}/verify/not-a-token` },
    { method: 'GET', path: `${base}/me` },
    { method: 'GET', path: `${base}/init` },
    { method: 'POST', path: `${base}/1`, body: '{}', type: 'application/json' },
  ]
  // Signing out or refreshing would end the staff session the other calls use.
  if (!staff) calls.push({ method: 'POST', path: `${base}/logout` }, { method: 'POST', path: `${base}/refresh-token` })
  // Preferences are written by name (`POST /api/payload-preferences/<key>`): as staff, only refused writes.
  return staff && slug === 'payload-preferences' ? calls.filter((c) => c.method === 'GET' || c.path.split('?')[0] === base) : calls
}

function globalCalls(slug: string): Call[] {
  const base = `/api/globals/${slug}`
  return [
    { method: 'GET', path: `${base}?depth=abc&locale=xx&draft=maybe` },
    ...badBodies('POST', base),
    ...['abc', '1abc', '%00'].map((id) => ({ method: 'GET', path: `${base}/versions/${id}` })),
    ...coreQueries.map((q) => ({ method: 'GET', path: `${base}/versions?${q.replace('[id]', '[version.updatedAt]')}` })),
  ]
}

type Answer = { call: string; status: number; type: string }

async function send(call: Call, token: string | null): Promise<Answer> {
  const headers: Record<string, string> = { ...call.headers }
  if (call.type) headers['content-type'] = call.type
  if (token) headers.authorization = `JWT ${token}`
  const response = await fetch(`${baseUrl}${call.path}`, { method: call.method, headers, body: call.body, redirect: 'manual' })
  await response.arrayBuffer()
  return {
    call: `${call.method} ${call.path} ${typeof call.body === 'string' ? call.body.slice(0, 20) : call.body ? 'form' : ''}`,
    status: response.status,
    type: response.headers.get('content-type') ?? '',
  }
}

/** Sends the calls a few at a time (the server is shared with other processes). */
async function sendAll(calls: Call[], token: string | null): Promise<Answer[]> {
  const answers: Answer[] = []
  for (let i = 0; i < calls.length; i += 8) answers.push(...(await Promise.all(calls.slice(i, i + 8).map((c) => send(c, token)))))
  return answers
}

const failures = (answers: Answer[]) =>
  answers.filter((a) => a.status >= 500 || !a.type.includes('application/json')).map((a) => `${a.status} ${a.call} (${a.type})`)

async function restEntities(token: string): Promise<{ collections: string[]; globals: string[] }> {
  const response = await fetch(`${baseUrl}/api/access`, { headers: { authorization: `JWT ${token}` } })
  const access = (await response.json()) as { collections: Record<string, unknown>; globals: Record<string, unknown> }
  return { collections: Object.keys(access.collections), globals: Object.keys(access.globals) }
}

describe('Payload REST API with malformed input', () => {
  it('lists every collection, the app’s and Payload’s own', async () => {
    const { collections, globals } = await restEntities(await staffToken())
    expect(collections).toEqual(
      expect.arrayContaining(['pages', 'media', 'users', 'orders', 'customers', 'rate-limits', 'payload-preferences', 'payload-migrations']),
    )
    expect(globals).toEqual(expect.arrayContaining(['header', 'footer', 'siteSettings']))
  })

  for (const who of ['anonymous', 'staff'] as const) {
    it(`answers every malformed call with a 4xx and JSON (${who})`, { timeout: 120_000 }, async () => {
      const token = who === 'staff' ? await staffToken() : null
      const { collections, globals } = await restEntities(await staffToken())
      const calls = [...collections.flatMap((slug) => collectionCalls(slug, who === 'staff')), ...globals.flatMap(globalCalls)]
      expect(failures(await sendAll(calls, token))).toEqual([])
    })
  }

  it('never reads a malformed id as another document (parseFloat makes 1abc and " 1" document 1)', async () => {
    const token = await staffToken()
    for (const path of ['/api/tags/1abc', '/api/tags/%201', '/api/pages/1e0', '/api/media/1.0']) {
      const answer = await send({ method: 'GET', path }, token)
      expect(answer.status, path).toBe(400)
    }
  })
})
