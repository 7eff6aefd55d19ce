/**
 * The name a diagnostics file is offered under, in this computer's time: main's Save dialog proposes it, and the
 * browser host's save form fills it in.
 */
export function diagnosticsFileName(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  const day = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`
  return `skin-workstation-diagnostics-${day}-${pad(at.getHours())}${pad(at.getMinutes())}.json`
}
