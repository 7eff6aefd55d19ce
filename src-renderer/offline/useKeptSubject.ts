/** Whether this subject is kept available offline, and since when; read again when a keep seen in progress finishes. */
import { useEffect, useState } from 'react'
import type { KeptSubject } from '../../src-preload/contract'
import { skin } from '../bridge/skin'

export function useKeptSubject(subjectId: string, keepFinished: boolean) {
  const [kept, setKept] = useState<KeptSubject | null>(null)
  useEffect(() => {
    let current = true
    skin.offline.status({ subjectId }).then(
      (status) => current && setKept(status),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [subjectId, keepFinished])
  return { kept, setKept }
}
