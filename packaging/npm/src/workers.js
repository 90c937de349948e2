// The Workers that fill lanes in parallel: each runs its own instance of the module over the one
// shared memory (worker.js), started once and reused. The lanes' callers meet inside the module
// after each slice (atomic wait and notify); this thread only posts the work and awaits "done",
// so a browser's main thread never blocks.
import { isNode, nodeModule } from './runtime.js';

async function spawn() {
  if (isNode) {
    const { Worker } = await nodeModule('worker_threads');
    const worker = new Worker(new URL('./worker.js', import.meta.url));
    return {
      post: (message) => worker.postMessage(message),
      listen: (onMessage, onError) => { worker.on('message', onMessage); worker.on('error', onError); },
      // An idle Worker must not keep node's process alive; a busy one must.
      busy: (yes) => (yes ? worker.ref() : worker.unref()),
      terminate: () => worker.terminate(),
    };
  }
  // This exact form lets bundlers (Vite, webpack) find and emit the Worker's script.
  const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
  return {
    post: (message) => worker.postMessage(message),
    listen: (onMessage, onError) => {
      worker.addEventListener('message', (event) => onMessage(event.data));
      worker.addEventListener('error', (event) => onError(new Error(event.message)));
    },
    busy: () => {},
    terminate: () => worker.terminate(),
  };
}

export class WorkerPool {
  constructor(module, memory) {
    this.module = module;
    this.memory = memory;
    this.workers = [];  // {handle, pending: {resolve, reject} | null}
  }

  get size() { return this.workers.length; }

  async start(count) {
    while (this.workers.length < count) {
      const handle = await spawn();
      const worker = { handle, pending: null };
      const settle = (outcome) => {
        const pending = worker.pending;
        worker.pending = null;
        handle.busy(false);
        if (pending) outcome(pending);
      };
      handle.listen(
        (message) => settle((p) => (message.error ? p.reject(new Error(message.error)) : p.resolve())),
        (error) => settle((p) => p.reject(error)));
      handle.busy(false);
      handle.post({ module: this.module, memory: this.memory });
      this.workers.push(worker);
    }
  }

  // Every pass of the job at `job`, its lanes dealt to `parties` Workers; Worker i's stack ends
  // at firstStackTop + i * stackBytes.
  async fill(job, parties, firstStackTop, stackBytes) {
    await this.start(parties);
    const done = [];
    for (let i = 0; i < parties; ++i) {
      const worker = this.workers[i];
      done.push(new Promise((resolve, reject) => { worker.pending = { resolve, reject }; }));
      worker.handle.busy(true);
      worker.handle.post({ job, first: i, parties, stackTop: firstStackTop + i * stackBytes });
    }
    await Promise.all(done);
  }

  terminate() {
    for (const worker of this.workers) worker.handle.terminate();
    this.workers = [];
  }
}
