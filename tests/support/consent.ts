/**
 * A recorded photo consent (analysis and reports) in a subject's `meta`, as the workstation writes it: for tests
 * that make their subjects at the service and then capture through main, which refuses a subject without one
 * while the clinic requires it (the default).
 */
export function consentMeta(by = 'Test Operator'): Record<string, unknown> {
  return { consent: { by, at: new Date().toISOString(), scopes: ['analysis', 'reports'] } }
}
