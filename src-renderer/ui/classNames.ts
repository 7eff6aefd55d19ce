/** The class names that are set, joined with spaces: `cx(styles.button, busy && styles.busy, className)`. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ')
}
