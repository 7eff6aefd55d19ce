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
import { screenChunk, usePreload } from './screenChunk'

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
