/**
 * A sealed capture write in a process whose files may not grow past a limit, for the full-disk test:
 * `bash -c 'ulimit -f <blocks>; exec node --import tsx this-file <dataDir> <relativePath> <bytes>'`. Past the
 * limit a write fails as on a full disk (EFBIG here, ENOSPC there: the same partial write, then an error); the
 * signal the kernel sends first is ignored so the error reaches the code. Reports the error's code, or 'written'.
 */
import { writeCaptureFile } from '../../src-main/store/accountDb/captureFiles'
import { testSeal } from './testSeal'

process.on('SIGXFSZ', () => undefined)
const [dataDir, relativePath, size] = process.argv.slice(2)
if (!dataDir || !relativePath || !size) throw new Error('usage: sealedWriteChild <dataDir> <path> <bytes>')
writeCaptureFile(dataDir, relativePath, Buffer.alloc(Number(size), 0x5a), testSeal).then(
  () => process.stdout.write('written'),
  (e: NodeJS.ErrnoException) => process.stdout.write(e.code ?? 'failed'),
)
