/**
 * The browser host's transport opens its socket when it is made, not at the first call (issue 46): the handshake
 * runs while the app loads and draws its first frame. Counted by sockets made, not by time; fails on the code
 * before (no socket until the first call or subscription).
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createBrowserTransport } from './browserTransport'

class FakeSocket {
  static made: FakeSocket[] = []
  onopen: (() => void) | null = null
  onerror: (() => void) | null = null
  onclose: (() => void) | null = null
  onmessage: ((message: { data: string }) => void) | null = null
  sent: string[] = []
  constructor(readonly url: string) {
    FakeSocket.made.push(this)
  }
  send(data: string) {
    this.sent.push(data)
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  sessionStorage.removeItem('skin-host-token')
  FakeSocket.made = []
})

describe("the browser host's transport", () => {
  it('opens its one socket when it is made, and the first call goes over it', async () => {
    vi.stubGlobal('WebSocket', FakeSocket)
    sessionStorage.setItem('skin-host-token', 'per-run-token')
    const transport = createBrowserTransport()
    expect(FakeSocket.made).toHaveLength(1)
    const socket = FakeSocket.made[0]
    expect(socket?.url).toContain('/bridge?token=per-run-token')
    socket?.onopen?.()

    const answered = transport.invoke('app.info', {})
    await vi.waitFor(() => expect(socket?.sent).toHaveLength(1))
    const { id } = JSON.parse(socket?.sent[0] ?? '{}') as { id: number }
    socket?.onmessage?.({ data: JSON.stringify({ kind: 'result', id, outcome: { ok: true, value: 1 } }) })
    await expect(answered).resolves.toEqual({ ok: true, value: 1 })
    expect(FakeSocket.made).toHaveLength(1)
  })
})
