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
