/**
 * Live guidance: sends the newest camera frame to the face-guidance worker whenever it is free (so the preview
 * never waits for the model), judges each analysis for the side being taken (and against last time's photo of
 * it, when there is one), and fires the auto-capture once every check has held for a second.
 */
import { useEffect, useRef, useState } from 'react'
import type { CaptureSide } from '../../../../src-shared/contract'
import type { FaceShot } from '../../../../src-shared/domain/faceMatch'
import { analysisSize, getAnalyser } from '../../../parts/faces/analysis/analyser'
import { advanceHold, idleHold } from '../../../parts/faces/guidance/autoCapture'
import { evaluateGuidance, type Guidance } from '../../../parts/faces/guidance/checks'

export type LiveGuidance = {
  status: 'loading' | 'running' | 'unavailable'
  guidance: Guidance | null
  /** Auto-capture countdown, 0–1. */
  progress: number
}

const WAIT_FOR_VIDEO_MS = 100
const PAUSE_AFTER_CAPTURE_MS = 600

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function grabSmall(video: HTMLVideoElement): Promise<ImageBitmap> {
  const size = analysisSize(video.videoWidth, video.videoHeight)
  return createImageBitmap(video, {
    resizeWidth: size.width,
    resizeHeight: size.height,
    resizeQuality: 'medium',
  })
}

/**
 * What the frames are matched against: `pending` while last time's photo is still being read and measured (the
 * auto-capture waits for it), else its FaceShot (null: no face in it), or undefined when there is none.
 */
export type MatchTarget = { pending: true } | { pending: false; shot: FaceShot | null | undefined }

export function useGuidance(
  video: HTMLVideoElement | null,
  side: CaptureSide | null,
  target: MatchTarget,
  onAutoCapture: (guidance: Guidance) => void,
): LiveGuidance {
  const [state, setState] = useState<LiveGuidance>({ status: 'loading', guidance: null, progress: 0 })
  const fire = useRef(onAutoCapture)
  // Read by the running loop at each frame, so a baseline measured after the camera started applies at once.
  const match = useRef(target)
  useEffect(() => {
    fire.current = onAutoCapture
    match.current = target
  })

  useEffect(() => {
    if (!video || !side) return
    let running = true
    let hold = idleHold
    const analyser = getAnalyser()
    setState((s) => ({ ...s, guidance: null, progress: 0 }))

    const loop = async () => {
      while (running) {
        if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || video.videoWidth === 0) {
          await sleep(WAIT_FOR_VIDEO_MS)
          continue
        }
        try {
          const analysis = await analyser.analyse(await grabSmall(video))
          if (!running) return
          const sourceShortSide = Math.min(video.videoWidth, video.videoHeight)
          const against = match.current
          const baseline = against.pending ? undefined : against.shot
          const guidance = evaluateGuidance({ analysis, side, sourceShortSide, baseline })
          const step = advanceHold(hold, guidance.allOk && !against.pending, performance.now())
          hold = step.hold
          setState({ status: 'running', guidance, progress: step.progress })
          if (step.fire) {
            fire.current(guidance)
            await sleep(PAUSE_AFTER_CAPTURE_MS)
          }
        } catch {
          await sleep(WAIT_FOR_VIDEO_MS)
        }
      }
    }
    analyser.ready.then(
      () => void loop(),
      () => {
        if (running) setState({ status: 'unavailable', guidance: null, progress: 0 })
      },
    )
    return () => {
      running = false
    }
  }, [video, side])

  return state
}
