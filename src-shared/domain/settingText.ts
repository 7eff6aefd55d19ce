/**
 * The one check of a free-text setting (the clinic's name and address, the clinician): run by the settings form
 * before anything is sent and by main again before it is saved. Pure; imports nothing.
 */

export interface SettingTextLimits {
  /** Characters (code points) at most, after trimming. */
  maxLength: number
  /** Lines at most; 1 for a one-line field (a line break is then refused). */
  maxLines: number
}

export type CheckedSettingText =
  | { ok: true; value: string }
  | { ok: false; code: 'text_too_long' | 'text_too_many_lines' | 'text_invalid_characters'; max: number }

/** Control characters (C0 but the line feed, DEL, C1): nothing a person types into a name or an address. */
function hasControlCharacter(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    if ((code < 0x20 && code !== 0x0a) || (code >= 0x7f && code <= 0x9f)) return true
  }
  return false
}

/** Line ends made '\n', spaces trimmed around each line, blank lines at either end dropped. */
export function normalizeSettingText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .trim()
}

export function checkSettingText(text: string, limits: SettingTextLimits): CheckedSettingText {
  const value = normalizeSettingText(text)
  if (hasControlCharacter(value) || (limits.maxLines === 1 && value.includes('\n')))
    return { ok: false, code: 'text_invalid_characters', max: limits.maxLength }
  if ([...value].length > limits.maxLength) return { ok: false, code: 'text_too_long', max: limits.maxLength }
  if (value !== '' && value.split('\n').length > limits.maxLines)
    return { ok: false, code: 'text_too_many_lines', max: limits.maxLines }
  return { ok: true, value }
}
