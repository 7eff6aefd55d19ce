/** The application's description: HTML from the network, sanitized before it reaches the DOM. */
import { useMemo } from 'react'
import { sanitizeDescription } from './sanitize'

export function AppDescription({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeDescription(html), [html])
  return (
    <div
      className="app-description"
      data-testid="app-description"
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  )
}
