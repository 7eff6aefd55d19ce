/**
 * A key change cut off by the process dying (issue 30): `node --import tsx this-file <dir> <from hex> <to hex> <n>`
 * runs store/sealing/rekeyFolder.ts on the folder and kills itself with SIGKILL (no cleanup, no flush, as a power cut or
 * a crash) once `n` parts are done. The keys are the test's own, made for the test.
 */
import { rekeyFolder } from '../../src-main/store/sealing/rekeyFolder'

const [dir, fromHex, toHex, after] = process.argv.slice(2)
if (!dir || !fromHex || !toHex || !after)
  throw new Error('usage: rekeyChild <dir> <from hex> <to hex> <parts>')
let done = 0
void rekeyFolder(dir, Buffer.from(fromHex, 'hex'), Buffer.from(toHex, 'hex'), () => {
  done += 1
  if (done >= Number(after)) process.kill(process.pid, 'SIGKILL')
}).then(() => process.stdout.write('finished'))
