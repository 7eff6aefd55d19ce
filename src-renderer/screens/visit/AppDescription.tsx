/** The application's description: HTML from the network, sanitized before it reaches the DOM. */
import { useMemo } from 'react'
import { sanitizeDescription } from './sanitize'
import styles from './AppDescription.module.css'

export function AppDescription({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeDescription(html), [html])
  return (
    <div
      className={styles.description}
      data-testid="app-description"
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  )
}
