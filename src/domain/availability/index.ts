/** The availability engine: pure functions from inventory, what is taken and the time to offers. */
export * from './types'
export * from './resources'
export * from './stay'
export * from './course'
export * from './activity'
export * from './court'
export * from './ticket'
export * from './subresource'
