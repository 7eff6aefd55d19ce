/**
 * The outline the face should fill, drawn over the mirrored preview in screen terms: an oval in the middle
 * for the front; for a side, a narrower oval nudged, with an arrow, the way the head turns on screen. The
 * outline fills up as the auto-capture countdown runs.
 *
 * Side `left` is the subject's left cheek, so they turn to their right; in a mirror (the preview) their right is
 * the screen's right. Side `right` is the opposite.
 */
import type { CaptureSide } from '../../../../src-shared/contract'
import { cx as classes } from '../../../ui/classNames'
import styles from './FaceOverlay.module.css'
import type { VideoSize } from './useVideoSize'

type Props = { size: VideoSize; side: CaptureSide; ready: boolean; progress: number }

const screenTurn: Record<CaptureSide, -1 | 0 | 1> = { front: 0, left: 1, right: -1 }

export function FaceOverlay({ size, side, ready, progress }: Props) {
  const { width: w, height: h } = size
  const turn = screenTurn[side]
  const ry = h * 0.36
  const rx = ry * (turn === 0 ? 0.74 : 0.66)
  const cx = w / 2 + turn * w * 0.025
  const cy = h * 0.48
  const oval = `M ${cx - rx} ${cy} a ${rx} ${ry} 0 1 0 ${2 * rx} 0 a ${rx} ${ry} 0 1 0 ${-2 * rx} 0 Z`
  const arrowX = cx + turn * (rx + w * 0.06)
  const arrowSize = h * 0.05
  return (
    <svg
      className={styles.overlay}
      viewBox={`0 0 ${w} ${h}`}
      preserveAspectRatio="xMidYMid meet"
      aria-hidden="true"
      data-testid="face-overlay"
      data-side={side}
    >
      <path d={`M 0 0 H ${w} V ${h} H 0 Z ${oval}`} fillRule="evenodd" className={styles.dim} />
      <path d={oval} className={classes(styles.outline, ready && styles.ready)} />
      <path
        d={oval}
        className={styles.progress}
        pathLength={1}
        strokeDasharray={1}
        strokeDashoffset={1 - progress}
      />
      {turn !== 0 ? (
        <g className={styles.arrow} transform={`translate(${arrowX} ${cy}) scale(${turn} 1)`}>
          <path
            d={`M ${-arrowSize} ${-arrowSize} L 0 0 L ${-arrowSize} ${arrowSize} M ${-arrowSize * 2.2} ${-arrowSize} L ${-arrowSize * 1.2} 0 L ${-arrowSize * 2.2} ${arrowSize}`}
          />
        </g>
      ) : null}
    </svg>
  )
}
