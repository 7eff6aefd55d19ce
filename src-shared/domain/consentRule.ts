/**
 * The consent gate's rules, one place for the renderer (what the capture screen offers) and main (what it
 * refuses): a capture needs a recorded consent to `analysis`, and a PDF report one to `reports`, unless the
 * clinic switched the consent requirement off. `scopes`: the recorded consent's scopes, or null when none is.
 */
export function captureAllowed(scopes: readonly string[] | null, required: boolean): boolean {
  return !required || (scopes?.includes('analysis') ?? false)
}

export function reportsAllowed(scopes: readonly string[] | null, required: boolean): boolean {
  return !required || (scopes?.includes('reports') ?? false)
}

/**
 * A before/after sheet for education or marketing (issue 45) needs a recorded consent to `marketing`, always:
 * whatever the clinic's consent setting.
 */
export function marketingAllowed(scopes: readonly string[] | null): boolean {
  return scopes?.includes('marketing') ?? false
}
