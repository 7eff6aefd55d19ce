/** The camera frame's size as the video element reports it (it changes when the stream does). */
import { useEffect, useState } from 'react'

export type VideoSize = { width: number; height: number }

export function useVideoSize(video: HTMLVideoElement | null): VideoSize | null {
  const [size, setSize] = useState<VideoSize | null>(null)
  useEffect(() => {
    if (!video) return
    const update = () =>
      setSize(video.videoWidth ? { width: video.videoWidth, height: video.videoHeight } : null)
    update()
    video.addEventListener('loadedmetadata', update)
    video.addEventListener('resize', update)
    return () => {
      video.removeEventListener('loadedmetadata', update)
      video.removeEventListener('resize', update)
    }
  }, [video])
  return size
}
