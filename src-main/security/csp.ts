/** The renderer's Content-Security-Policy, sent as a header by both hosts (Electron's app:// and the browser host). */
export function contentSecurityPolicy(extraConnectSources: string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob: mediastream:",
    `connect-src ${["'self'", ...extraConnectSources].join(' ')}`,
    // the guidance worker and pdf.js's are files of the app: no blob: workers (issue 30)
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
}
