// A Worker of the pool (workers.js): its own instance of the module over the shared memory,
// filling the lanes it is dealt, one job at a time.
let instance = null;

function handle(message, reply) {
  try {
    if (message.module) {
      instance = new WebAssembly.Instance(message.module, { env: { memory: message.memory } });
      return;
    }
    instance.exports.__stack_pointer.value = message.stackTop;
    instance.exports.argon2_fill(message.job, message.first, message.parties);
    reply({ done: true });
  } catch (error) {
    reply({ error: String(error?.stack ?? error) });
  }
}

if (typeof self === 'object' && typeof self.postMessage === 'function' && typeof process !== 'object') {
  self.onmessage = (event) => handle(event.data, (reply) => self.postMessage(reply));
} else {
  // node's worker_threads; its port holds messages until the listener is there. No top-level
  // await: bundlers build Workers as scripts as well as modules.
  import(/* webpackIgnore: true */ /* @vite-ignore */ `node:${'worker_threads'}`).then(({ parentPort }) => {
    parentPort.on('message', (message) => handle(message, (reply) => parentPort.postMessage(reply)));
  });
}
