/** A piece of a file name made safe on every OS: the one rule for names the app writes files under. */

// Path separators, characters Windows forbids, control characters (C0, DEL, C1) and the invisible
// direction marks that could make "x<U+202E>fdp.exe" show as "xexe.pdf".
const UNSAFE = /[/\\:*?"<>|\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]+/gu
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/i

/** `name` without path characters, control characters or leading dots, at most `maxChars` long; maybe ''. */
export function cleanFileNamePart(name: string, maxChars: number): string {
  const spaced = name.normalize('NFC').replace(UNSAFE, ' ').replace(/\s+/g, ' ')
  const capped = Array.from(spaced.replace(/^[\s.]+/, ''))
    .slice(0, maxChars)
    .join('')
  // Windows drops trailing dots and spaces, so "a." and "a" would be the same file there.
  const trimmed = capped.replace(/[\s.]+$/, '')
  return WINDOWS_RESERVED.test(trimmed) ? `${trimmed}_` : trimmed
}
