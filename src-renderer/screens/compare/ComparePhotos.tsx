/**
 * The two compared photos: each measured by the face model, the after photo lined up on the before photo, and
 * their comparability said under them.
 */
import { useMemo, useState } from 'react'
import { comparability } from '../../../src-shared/domain/faceMatch'
import { alignment } from '../../../src-shared/domain/faceAlignment'
import { alignmentCss } from './alignment'
import { ComparabilityNote } from './ComparabilityNote'
import { CompareSlider, type ComparedPhoto } from './CompareSlider'
import { usePhotoShot } from './usePhotoShot'

export function ComparePhotos({ before, after }: { before: ComparedPhoto; after: ComparedPhoto }) {
  const [shown, setShown] = useState({ a: false, b: false })
  const a = usePhotoShot(before.imageId, shown.a)
  const b = usePhotoShot(after.imageId, shown.b)
  const shotA = a.status === 'ready' ? a.shot : null
  const shotB = b.status === 'ready' ? b.shot : null
  const move = useMemo(() => alignment(shotA, shotB), [shotA, shotB])
  const pair = useMemo(() => (shotA && shotB ? comparability(shotA, shotB) : null), [shotA, shotB])
  const aligned = a.status === 'measuring' || b.status === 'measuring' ? 'measuring' : move ? 'done' : 'none'
  return (
    <>
      <CompareSlider
        before={before}
        after={after}
        align={move ? alignmentCss(move) : null}
        onShown={(which) => setShown((s) => (s[which] ? s : { ...s, [which]: true }))}
      />
      <ComparabilityNote comparability={pair} aligned={aligned} />
    </>
  )
}
