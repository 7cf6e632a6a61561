import 'server-only'
/** The content endpoints: a query through its schema, the request's language and staff check. */
import type { NextRequest } from 'next/server'
import type { z } from 'zod'
import { requestLocale } from '@/server/http/request'
import { serviceRoute } from '@/server/http/serviceRoute'
import type { ServiceResult } from '@/server/http/serviceResult'
import { isStaffRequest } from '@/server/http/staff'
import type { ContentDeps } from './contentService'

const contentDeps = (request: NextRequest): ContentDeps => ({ locale: requestLocale(request), isStaff: () => isStaffRequest(request.headers) })

/** A content read from any page: its query through the schema. */
export const contentRoute = <S extends z.ZodType, T>(query: S, service: (deps: ContentDeps, query: z.output<S>) => Promise<ServiceResult<T>>) =>
  serviceRoute({ query, deps: contentDeps, call: service })
