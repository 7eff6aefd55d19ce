/** One revision for every algorithm (spec 2.2 `result.revision`); bump it whenever a constant or formula changes. */
export const ALGORITHM_REVISION = '2026.11.1-local'
