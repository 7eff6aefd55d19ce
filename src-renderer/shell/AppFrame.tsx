/**
 * The window's frame: header, banners and the open screen, one column as tall as the window. `inert` while the
 * privacy screen covers it. `data-testid="app"` is the frame for tests (the privacy screen's checks).
 */
import type { ReactNode } from 'react'
import styles from './AppFrame.module.css'

export function AppFrame({ inert, children }: { inert?: boolean; children: ReactNode }) {
  return (
    <div className={styles.app} data-testid="app" inert={inert}>
      {children}
    </div>
  )
}
