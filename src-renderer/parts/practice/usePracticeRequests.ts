/**
 * Follows the practice software's requests while someone is signed in and the workstation is not locked (the shell
 * mounts this only then): those waiting when it starts or is unlocked (`practice.requests`), then each
 * `practice.request` event, and each `practice.problem`. A request with a match opens its screen at once; one
 * without waits for the operator (CreatePatientDialog), or, asking to show data, says the patient is not known.
 */
import { useEffect } from 'react'
import type { PracticeRequestView } from '../../../src-shared/contract'
import { skin } from '../../bridge/skin'
import { openRequest } from './openRequest'
import { usePracticeInbox } from './practiceInbox'

export function receive(request: PracticeRequestView): void {
  const inbox = usePracticeInbox.getState()
  if (!inbox.take(request.id)) return
  if (request.match) openRequest(request, request.match)
  else if (request.kind === 'showData') {
    inbox.tell({ id: request.id, kind: 'unknown', request })
    // answered: the notice says it; nothing more will come of it
    void skin.practice.resolve({ id: request.id, action: 'dismiss' }).catch(() => undefined)
  } else inbox.ask(request)
}

export function usePracticeRequests(): void {
  useEffect(() => {
    let live = true
    const stopRequests = skin.on('practice.request', receive)
    const stopProblems = skin.on('practice.problem', ({ fileName, reason, line }) =>
      usePracticeInbox
        .getState()
        .tell({ id: `problem:${fileName}`, kind: 'problem', fileName, reason, line }),
    )
    skin.practice.requests().then(
      (requests) => {
        if (live) requests.forEach(receive)
      },
      // the exchange may be off or the account not open: nothing waits then
      () => undefined,
    )
    return () => {
      live = false
      stopRequests()
      stopProblems()
      usePracticeInbox.getState().clear()
    }
  }, [])
}
