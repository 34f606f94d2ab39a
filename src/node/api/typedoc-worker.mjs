// developApiWorker: the thread gatsby develop runs TypeDoc in (./api-typedoc.ts starts it). A message with an `input`
// converts the library; one without only loads TypeDoc, so that the first TSDoc edit finds it loaded.
import { parentPort, threadId } from 'node:worker_threads';
import { convertWithTypeDoc, loadTypeDoc } from './typedoc-convert.mjs';

parentPort.on('message', async ({ id, input }) => {
  try {
    const run = input ? await convertWithTypeDoc(input) : (await loadTypeDoc(), undefined);
    parentPort.postMessage({ id, run, threadId });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.stack || error.message : String(error), threadId });
  }
});
