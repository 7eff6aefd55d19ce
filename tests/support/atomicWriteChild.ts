/**
 * writeFileAtomic alone in a process, for the crash test: `fork(this file, [path, bytes])` under tsx. It says
 * 'writing' just before it starts and 'written' once done; the test kills it in between.
 */
import { writeFileAtomic } from '../../src-main/store/files/atomicFile'

const [path, size] = process.argv.slice(2)
if (!path || !size) throw new Error('usage: atomicWriteChild <path> <bytes>')
const data = Buffer.alloc(Number(size), 0x5a)
process.send?.('writing')
void writeFileAtomic(path, data).then(() => process.send?.('written'))
