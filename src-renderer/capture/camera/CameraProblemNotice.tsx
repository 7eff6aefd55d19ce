/** Why there is no live picture (blocked, none, busy), what to do about it, and that files still work. */
import { useTranslation } from 'react-i18next'
import type { CameraProblem } from './useCameraStream'

export function CameraProblemNotice({ problem, onRetry }: { problem: CameraProblem; onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <div className="camera-stage camera-stage-problem" role="alert" data-testid={`camera-${problem}`}>
      <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true">
        <path
          d="M4 8.5A1.5 1.5 0 0 1 5.5 7h2l1.5-2h6l1.5 2h2A1.5 1.5 0 0 1 20 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 17.5v-9Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
        {problem === 'missing' ? null : <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.5" />}
      </svg>
      <p className="camera-problem-title">{t(`camera.problem.${problem}.title`)}</p>
      <p>{t(`camera.problem.${problem}.body`)}</p>
      <button type="button" className="button button-small" data-testid="camera-retry" onClick={onRetry}>
        {t('camera.tryAgain')}
      </button>
    </div>
  )
}
