/** The page of the operator screens before the shell (first administrator, sign-in): header, one card, its title. */
import type { ReactNode } from 'react'
import { AppFrame } from '../../ui/frame/AppFrame'
import { AppHeader } from '../../ui/frame/AppHeader'
import { Card } from '../../ui'
import styles from './operators.module.css'

export function OperatorPage({
  title,
  intro,
  children,
}: {
  title: string
  intro: string
  children: ReactNode
}) {
  return (
    <AppFrame>
      <AppHeader />
      <main className={styles.page} id="main">
        <Card className={styles.card}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.muted}>{intro}</p>
          {children}
        </Card>
      </main>
    </AppFrame>
  )
}
