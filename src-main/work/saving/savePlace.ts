/**
 * Where a file the user saves goes (a report copy, a diagnostics file): the system Save dialog (Electron) or an
 * exports folder (the browser host). The file's type is its default name's extension.
 */
export interface SaveRequest {
  /** Browser host only: a folder under the exports folder, and a file name; null for the defaults. */
  folder: string | null
  fileName: string | null
}

export interface SavePlace {
  /** The absolute path to write the file to, or null when the user cancelled. */
  choose(defaultFileName: string, request: SaveRequest): Promise<string | null>
  /** Shows the file in the system file manager; absent where there is none (the browser host). */
  reveal?(path: string): void
}
