/** A folder opened in the system file manager (Electron's shell); false when the system could not open it. */
import { shell } from 'electron'

export async function openFolder(path: string): Promise<boolean> {
  return (await shell.openPath(path)) === ''
}
