import 'server-only'
/** The shop's endpoints: a schema and a shop service, called with the catalogue of the request's language. */
import type { z } from 'zod'
import { serviceRoute } from '@/server/http/serviceRoute'
import type { ServiceResult } from '@/server/http/serviceResult'
import { shopDeps, type ShopDeps } from './shopDeps'

/** A shop call: anyone may ask, from any page (it reads the catalogue and availability only). */
export const shopRoute = <S extends z.ZodType, T>(body: S, service: (deps: ShopDeps, input: z.output<S>) => Promise<ServiceResult<T>>) =>
  serviceRoute({ body, deps: shopDeps, call: service })
