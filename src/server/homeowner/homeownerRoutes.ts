import 'server-only'
/**
 * The homeowner endpoints' kinds (docs/homeowner.md#api): calls for the signed-in customer from this
 * site's pages, and the files (statement CSV, calendar feed) answered as text instead of JSON.
 */
import type { NextRequest } from 'next/server'
import type { z } from 'zod'
import { accountDeps } from '@/server/accounts/accountDeps'
import { fileResponse, type TextFile } from '@/server/http/fileResponse'
import { serviceRoute } from '@/server/http/serviceRoute'
import { homeownerDeps, type HomeownerDeps, type HomeownerResult } from './homeownerDeps'

type Spec<I, T> = { params?: z.ZodType; body?: z.ZodType; query?: z.ZodType; call: (deps: HomeownerDeps, input: I) => Promise<HomeownerResult<T>> }

/** A call for the signed-in customer: path segments, query and body merged into the service's input. */
export const homeownerRoute = <I, T>(spec: Spec<I, T>) =>
  serviceRoute({
    sameSiteOnly: true,
    params: spec.params,
    body: spec.body,
    query: spec.query,
    deps: homeownerDeps,
    call: (deps, input) => spec.call(deps, input as I),
  })

/** A file for the signed-in customer (a download link on the homeowner page). */
export const homeownerFileRoute = <I>(spec: Spec<I, TextFile>) =>
  serviceRoute({
    sameSiteOnly: true,
    params: spec.params,
    query: spec.query,
    deps: homeownerDeps,
    call: (deps, input) => spec.call(deps, input as I),
    answer: (result) => fileResponse(result, 'attachment'),
  })

/** The calendar feed: fetched by calendar apps from anywhere, without cookies; the token in the query is the credential. */
export const feedRoute = <I>(spec: Spec<I, TextFile>) =>
  serviceRoute({
    params: spec.params,
    query: spec.query,
    deps: (request: NextRequest) => ({ ...accountDeps(request), customerId: null, staffEmail: '' }),
    call: (deps, input) => spec.call(deps, input as I),
    answer: (result) => fileResponse(result, 'inline'),
  })
