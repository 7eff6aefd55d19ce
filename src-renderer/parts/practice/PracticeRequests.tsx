/**
 * What the practice software's requests and files do on screen (issue 43), mounted once by the shell while someone
 * is signed in and the workstation is not locked: the dialog for a patient not known here (one at a time, oldest
 * first), and notices in words (a patient to show who is not known; a file that could not be read).
 */
import { useTranslation } from 'react-i18next'
import { Alert, Button } from '../../ui'
import { CreatePatientDialog } from './CreatePatientDialog'
import { openRequest } from './openRequest'
import { patientName } from './patientWords'
import { problemReason } from './problemWords'
import { usePracticeInbox, type PracticeNotice } from './practiceInbox'
import { usePracticeRequests } from './usePracticeRequests'

function NoticeText({ notice }: { notice: PracticeNotice }) {
  const { t, i18n } = useTranslation()
  if (notice.kind !== 'problem')
    return t(notice.kind === 'unknown' ? 'practice.unknown' : 'practice.held', {
      number: notice.request.patientNumber,
      name: patientName(notice.request, t),
    })
  return t('practice.problem', {
    file: notice.fileName,
    reason: problemReason(notice.reason, notice.line, t, i18n),
  })
}

export function PracticeRequests() {
  const { t } = useTranslation()
  usePracticeRequests()
  const first = usePracticeInbox((s) => s.waiting[0])
  const notices = usePracticeInbox((s) => s.notices)
  const answered = usePracticeInbox((s) => s.answered)
  const dismissNotice = usePracticeInbox((s) => s.dismissNotice)
  return (
    <>
      {notices.map((notice) => (
        <Alert
          key={notice.id}
          tone="warning"
          action={
            <>
              {notice.kind === 'held' ? (
                <Button
                  size="small"
                  onClick={() => {
                    dismissNotice(notice.id)
                    openRequest(notice.request, notice.target, { now: true })
                  }}
                >
                  {t('practice.openNow')}
                </Button>
              ) : null}
              <Button size="small" onClick={() => dismissNotice(notice.id)}>
                {t('practice.close')}
              </Button>
            </>
          }
        >
          <NoticeText notice={notice} />
        </Alert>
      ))}
      {first ? (
        <CreatePatientDialog key={first.id} request={first} onDone={() => answered(first.id)} />
      ) : null}
    </>
  )
}
