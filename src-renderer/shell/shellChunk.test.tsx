/**
 * Issue 46: the shell is a chunk of its own, loaded ahead so that it opens without a fallback, yet never before
 * the connect form is drawn: at once on a connected workstation (the shell or a sign-in is next), once the page
 * is idle on the connect screen, not at all while the splash waits on main. Counted by loads, not by time.
 */
import { render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ShellChunk, useShellAhead } from './shellChunk'

function Ahead({ connected }: { connected: boolean | null }) {
  useShellAhead(connected)
  return null
}

function spyOnLoads() {
  return vi.spyOn(ShellChunk, 'preload').mockResolvedValue(() => null)
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the shell loaded ahead', () => {
  it('not while the splash waits on main', async () => {
    const preload = spyOnLoads()
    render(<Ahead connected={null} />)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(preload).not.toHaveBeenCalled()
  })

  it('at once on a connected workstation', () => {
    const preload = spyOnLoads()
    render(<Ahead connected />)
    expect(preload).toHaveBeenCalledTimes(1)
  })

  it('on the connect screen, after its commit, once the page is idle', async () => {
    const preload = spyOnLoads()
    render(<Ahead connected={false} />)
    expect(preload).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(preload).toHaveBeenCalledTimes(1))
  })

  it('connected before the page was idle: loaded at once, the idle load dropped', async () => {
    const preload = spyOnLoads()
    const shown = render(<Ahead connected={false} />)
    shown.rerender(<Ahead connected />)
    expect(preload).toHaveBeenCalledTimes(1)
    shown.unmount()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(preload).toHaveBeenCalledTimes(1)
  })
})
