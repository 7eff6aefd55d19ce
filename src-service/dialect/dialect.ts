/**
 * How the service writes its records. `spec` (the demo's): the shapes of skin-analysis-api.md and the choices
 * of service-gaps.md. `documented`: the shapes and rules the real service's public documentation shows
 * (service-gaps.md, "The real service's documented records" and "Read again"), so the client is tested against
 * both. Routes build the spec record and hand it to the dialect; only this folder and the routes know the
 * differences.
 */
import { documentedDialect } from './documented'
import type { Dialect, DialectName } from './dialectTypes'
import { specDialect } from './spec'

export type { Dialect, DialectName } from './dialectTypes'
export const dialectNames: readonly DialectName[] = ['spec', 'documented']

export function dialectNamed(name: DialectName): Dialect {
  return name === 'documented' ? documentedDialect : specDialect
}
