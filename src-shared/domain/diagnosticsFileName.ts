/**
 * The name a diagnostics file is offered under, in this computer's time (`…-2025-06-01-14h30.json`: the `h` keeps
 * the time from reading as a year): main's Save dialog proposes it, and the browser host's save form fills it in.
 */
export function diagnosticsFileName(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  const day = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`
  return `skin-workstation-diagnostics-${day}-${pad(at.getHours())}h${pad(at.getMinutes())}.json`
}
