/**
 * Issue 46: a screen's chunk loaded ahead (while the list that leads to it is shown) opens in the commit that
 * navigates to it, without suspending: a lazy component suspends on its first render even when its chunk is
 * there, and React then holds the screen back for 300 ms after its fallback (most of the first history's wait after
 * a start). Counted by loads and by the fallback, not by time; fails on the code before (every screen through
 * lazy(): the fallback shows, however early the chunk was there). tests/e2e/history-cost.test.ts checks the same
 * of the subject screen in Chromium.
 */
import { act, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { screenChunk, usePreload, usePreloadWhenIdle } from './screenChunk'

const Fallback = () => <p role="status">loading</p>

function aChunk() {
  const load = vi.fn(async () => ({ who }: { who: string }) => <p>{`${who}'s screen`}</p>)
  return { load, Chunk: screenChunk(load) }
}

function Leading({ next }: { next: { preload(): Promise<unknown> } }) {
  usePreload(next)
  return <p>the list</p>
}

describe('a screen chunk', () => {
  it('loaded ahead, opens in the same commit, with no fallback, and is loaded once', async () => {
    const { load, Chunk } = aChunk()
    const shown = render(<Leading next={Chunk} />)
    await act(async () => {
      await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    })
    await act(async () => {
      await Chunk.preload()
    })
    shown.rerender(
      <Suspense fallback={<Fallback />}>
        <Chunk who="Nell Hart" />
      </Suspense>,
    )
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.getByText("Nell Hart's screen")).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('not loaded yet, suspends once, opens when its chunk is there, and is loaded once', async () => {
    const { load, Chunk } = aChunk()
    render(
      <Suspense fallback={<Fallback />}>
        <Chunk who="Ada" />
      </Suspense>,
    )
    expect(screen.getByRole('status')).toBeTruthy()
    expect(await screen.findByText("Ada's screen")).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('is asked for again after a load that failed', async () => {
    const load = vi
      .fn<() => Promise<() => null>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(() => null)
    const Chunk = screenChunk(load)
    await expect(Chunk.preload()).rejects.toThrow('offline')
    await expect(Chunk.preload()).resolves.toBeTypeOf('function')
    expect(load).toHaveBeenCalledTimes(2)
  })
})

function LeadingWhenIdle({ next }: { next: readonly { preload(): Promise<unknown> }[] }) {
  usePreloadWhenIdle(next)
  return <p>the subject</p>
}

describe('the screens a screen leads to', () => {
  it('are loaded once the page is idle, not in the commit that shows the screen, each once', async () => {
    const capture = aChunk()
    const compare = aChunk()
    const next = [capture.Chunk, compare.Chunk]
    const shown = render(<LeadingWhenIdle next={next} />)
    expect(capture.load).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(compare.load).toHaveBeenCalledTimes(1), { timeout: 3_000 })
    expect(capture.load).toHaveBeenCalledTimes(1)
    // opened later, the screen is there: no fallback, no second load
    shown.rerender(
      <Suspense fallback={<Fallback />}>
        <compare.Chunk who="Nell Hart" />
      </Suspense>,
    )
    expect(screen.queryByRole('status')).toBeNull()
    expect(compare.load).toHaveBeenCalledTimes(1)
  })

  it('are not loaded when the screen is gone before the page was idle', async () => {
    const capture = aChunk()
    const shown = render(<LeadingWhenIdle next={[capture.Chunk]} />)
    shown.unmount()
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(capture.load).not.toHaveBeenCalled()
  })
})
