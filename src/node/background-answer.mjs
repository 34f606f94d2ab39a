// The child's side of ./background-process.ts: runs `handle` on each request's input and sends back its result, or its
// error's stack. Plain JavaScript, so that TypeDoc's process (src/node/api/typedoc-worker.mjs) runs it as it is.
export function answerRequests(handle) {
  process.on('message', async ({ id, input }) => {
    try {
      const result = await handle(input);
      process.send({ id, result, pid: process.pid });
    } catch (error) {
      process.send({ id, error: error instanceof Error ? error.stack || error.message : String(error), pid: process.pid });
    }
  });
  // Gone with develop: the channel closes when its parent exits.
  process.on('disconnect', () => process.exit(0));
}
