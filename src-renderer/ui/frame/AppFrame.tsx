/**
 * The window's frame: header, banners and the open screen, one column as tall as the window. Not drawn while the
 * workstation is locked (shell/Shell.tsx). `data-testid="app"` is the frame for tests (the lock's checks).
 */
import type { ReactNode } from 'react'
import styles from './AppFrame.module.css'

export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <div className={styles.app} data-testid="app">
      {children}
    </div>
  )
}
