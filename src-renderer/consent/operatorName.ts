/** The name of who works at this workstation, remembered for the next consent (not patient data). */
const KEY = 'skin.operatorName'

export function rememberedOperator(): string {
  try {
    return localStorage.getItem(KEY) ?? ''
  } catch {
    return ''
  }
}

export function rememberOperator(name: string): void {
  try {
    localStorage.setItem(KEY, name.trim())
  } catch {
    // Not remembered: the operator types it again next time.
  }
}
