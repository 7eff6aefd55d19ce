/** SMART Backend Services for the record system (issue 44): the client key, and access tokens signed for by main. */
export { createSmartKey, publicJwksOf } from './keys'
export type { SmartClient } from './tokenRequest'
export { createSmartTokens } from './tokens'
