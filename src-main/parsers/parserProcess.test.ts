import { describe, expect, it } from 'vitest'
import { createParserProcess, type ParserChild } from './parserProcess'
import type { ParseRequest } from './parserProtocol'

/** A parser child that answers each photo at once with the bytes it was sent; `children` are those started. */
function fakeChildren() {
  const children: (ParserChild & { exit(): void; sent: ParseRequest[] })[] = []
  const spawn = () => {
    let answer: (message: unknown) => void = () => undefined
    let exited: (detail: string) => void = () => undefined
    const sent: ParseRequest[] = []
    const child = {
      sent,
      send(request: ParseRequest) {
        sent.push(request)
        if (request.kind === 'photo')
          queueMicrotask(() =>
            answer({ id: request.id, ok: true, bytes: request.bytes, width: 1, height: 1 }),
          )
      },
      onMessage: (listener: (message: unknown) => void) => void (answer = listener),
      onExit: (listener: (detail: string) => void) => void (exited = listener),
      kill: () => exited('killed'),
      exit: () => exited('exit code 1'),
    }
    children.push(child)
    return child
  }
  return { children, spawn }
}

describe('the parser process, started ahead (issue 46)', () => {
  it('warm starts the process, and the first photo after it starts none', async () => {
    const { children, spawn } = fakeChildren()
    const parser = createParserProcess(spawn)
    expect(children).toHaveLength(0) // made, not started: the app's start pays nothing
    parser.warm()
    expect(children).toHaveLength(1)
    expect(children[0]?.sent).toEqual([]) // started, no job: nothing to refuse if it dies
    parser.warm() // the capture screen opened again
    await parser.prepare(new Uint8Array([1, 2, 3]), 'front')
    expect(children).toHaveLength(1)
    expect(children[0]?.sent).toHaveLength(1)
  })

  it('starts a new one when the warm process has gone, and none for a photo sent before it goes', async () => {
    const { children, spawn } = fakeChildren()
    const parser = createParserProcess(spawn)
    parser.warm()
    children[0]?.exit()
    parser.warm()
    expect(children).toHaveLength(2)
    await parser.prepare(new Uint8Array([1]), 'front')
    expect(children).toHaveLength(2)
    parser.close()
  })

  it("hands main the answer's bytes as they came, not a copy", async () => {
    const { spawn } = fakeChildren()
    const parser = createParserProcess(spawn)
    const memory = new ArrayBuffer(8)
    const bytes = new Uint8Array(memory, 2, 4)
    const prepared = await parser.prepare(bytes, 'front')
    expect(Buffer.isBuffer(prepared.bytes)).toBe(true)
    expect(prepared.bytes.buffer).toBe(memory)
    expect([prepared.bytes.byteOffset, prepared.bytes.byteLength]).toEqual([2, 4])
  })
})
