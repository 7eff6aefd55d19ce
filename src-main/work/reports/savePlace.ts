/** Where a report copy goes when the user saves it: the system Save dialog (Electron) or an exports folder. */
export interface SaveRequest {
  /** Browser host only: a folder under the exports folder, and a file name; null for the defaults. */
  folder: string | null
  fileName: string | null
}

export interface SavePlace {
  /** The absolute path to write the copy to, or null when the user cancelled. */
  choose(defaultFileName: string, request: SaveRequest): Promise<string | null>
  /** Shows the file in the system file manager; absent where there is none (the browser host). */
  reveal?(path: string): void
}
