/** `npm run bench` arguments: names, `--compare <git-ref>` and `--rounds <n>`, and the files names pick. */
import { describe, expect, it } from 'vitest'
import { benchFiles, DEFAULT_ROUNDS, parseBenchArgs } from './benchArgs'

describe('npm run bench arguments', () => {
  it('runs every bench, or those whose file name holds a name', () => {
    expect(parseBenchArgs([])).toEqual({ compare: null, rounds: DEFAULT_ROUNDS, names: [] })
    expect(parseBenchArgs(['soak', 'pdf'])).toEqual({
      compare: null,
      rounds: DEFAULT_ROUNDS,
      names: ['soak', 'pdf'],
    })
  })

  it('compares with a git ref, in rounds, the ref and names in any order', () => {
    expect(parseBenchArgs(['--compare', 'a19bcd6', 'history-render'])).toEqual({
      compare: 'a19bcd6',
      rounds: DEFAULT_ROUNDS,
      names: ['history-render'],
    })
    expect(parseBenchArgs(['at-rest', '--compare=HEAD~3', '--rounds', '3'])).toEqual({
      compare: 'HEAD~3',
      rounds: 3,
      names: ['at-rest'],
    })
  })

  it('refuses what it cannot do', () => {
    expect(() => parseBenchArgs(['--compare'])).toThrow('--compare needs a value')
    expect(() => parseBenchArgs(['--compare', '--rounds', '2'])).toThrow('--compare needs a value')
    expect(() => parseBenchArgs(['--compare', 'HEAD', '--rounds', '0'])).toThrow('--rounds takes')
    expect(() => parseBenchArgs(['--rounds', String(DEFAULT_ROUNDS)])).toThrow('--rounds is for --compare')
    expect(() => parseBenchArgs(['--comapre', 'HEAD'])).toThrow('unknown option --comapre')
  })

  it('picks bench files by a part of their name', () => {
    const dir = __dirname
    expect(benchFiles(dir, ['history-render'])).toEqual(['history-render.bench.ts'])
    expect(benchFiles(dir, ['history'])).toEqual(['history-render.bench.ts', 'history.bench.ts'])
    expect(benchFiles(dir, []).length).toBeGreaterThan(10)
    expect(benchFiles(dir, ['no-such-bench'])).toEqual([])
  })
})
