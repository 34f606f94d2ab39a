// Develop's side of a pause, in a process of its own (background-pause.test.ts): starts a background process, stops it
// as a change would, tells the test its pid, and exits when asked (as develop does on Ctrl-C) or on SIGTERM (as Gatsby's
// CLI stops it) or SIGHUP, with the pause under way.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BackgroundProcess } from '../../../src/node/background-process';
import { BackgroundPause } from '../develop';

const file = path.join(os.tmpdir(), `pause-idle-${process.pid}.mjs`);
writeFileSync(file, `import { answerRequests } from ${JSON.stringify(path.resolve(__dirname, '../../../src/node/background-answer.mjs'))};\nanswerRequests((n) => n);\n`);
const pause = new BackgroundPause();
const worker = new BackgroundProcess<number, number>(file, { niceness: 0, name: 'the idle process', pause });
await worker.request(1);
pause.compileStarted();
process.send!({ stopped: worker.pid });
process.on('message', () => process.exit(0));
