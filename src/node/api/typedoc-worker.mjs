// developApiWorker: the process gatsby develop runs TypeDoc in (./api-typedoc.ts starts it, at a low priority). A
// message with an `input` converts the library; one without only loads TypeDoc, so that the first TSDoc edit finds it
// loaded.
import { convertWithTypeDoc, loadTypeDoc } from './typedoc-convert.mjs';

process.on('message', async ({ id, input }) => {
  try {
    const run = input ? await convertWithTypeDoc(input) : (await loadTypeDoc(), undefined);
    process.send({ id, run, pid: process.pid });
  } catch (error) {
    process.send({ id, error: error instanceof Error ? error.stack || error.message : String(error), pid: process.pid });
  }
});
// Gone with develop: the channel closes when its parent exits.
process.on('disconnect', () => process.exit(0));
