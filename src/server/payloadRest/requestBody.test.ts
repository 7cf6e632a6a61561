import { describe, expect, it } from 'vitest'
import { readWriteBody } from './requestBody'

const post = (body: BodyInit | null, type?: string) =>
  readWriteBody(new Request('http://x/api/tags', { method: 'POST', body, headers: type ? { 'content-type': type } : {} }))

describe('readWriteBody', () => {
  it('reads a JSON object and leaves the body for Payload', async () => {
    const request = new Request('http://x/api/tags', { method: 'POST', body: '{"name":"a"}', headers: { 'content-type': 'application/json' } })
    expect(await readWriteBody(request)).toEqual({ ok: true, data: { name: 'a' } })
    expect(await request.text()).toBe('{"name":"a"}')
  })
  it('has no data without a body', async () => {
    expect(await post(null)).toEqual({ ok: true, data: undefined })
  })
  it('refuses JSON that is broken or not an object', async () => {
    for (const body of ['{bad', '[]', 'null', '"x"', '1']) {
      expect(await post(body, 'application/json; charset=utf-8')).toMatchObject({ ok: false, status: 400 })
    }
  })
  it('reads the document of multipart form data from _payload', async () => {
    const form = new FormData()
    form.set('_payload', '{"alt":"x"}')
    expect(await post(form)).toEqual({ ok: true, data: { alt: 'x' } })
    const broken = new FormData()
    broken.set('_payload', '{bad')
    expect(await post(broken)).toMatchObject({ ok: false, status: 400 })
    expect(await post('garbage', 'multipart/form-data; boundary=x')).toMatchObject({ ok: false, status: 400 })
  })
  it('counts a file sent on its own as a document, other form fields not', async () => {
    const upload = new FormData()
    upload.set('file', new File(['x'], 'a.txt'))
    expect(await post(upload)).toEqual({ ok: true, data: {} })
    const fields = new FormData()
    fields.set('alt', 'x')
    expect(await post(fields)).toEqual({ ok: true, data: undefined })
  })
  it('refuses other kinds of body', async () => {
    expect(await post('a=b', 'application/x-www-form-urlencoded')).toMatchObject({ ok: false, status: 415 })
    expect(await post('{}', 'text/plain')).toMatchObject({ ok: false, status: 415 })
  })
})
