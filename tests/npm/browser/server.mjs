// A small static server on 127.0.0.1 for the browser tests and the browser benchmark: folders
// mounted by name, each reachable twice, under /isolated/ with the headers that make a page
// cross-origin isolated (COOP same-origin, COEP require-corp: SharedArrayBuffer and so Workers
// over one memory) and under /plain/ without them.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript',
  '.wasm': 'application/wasm', '.json': 'application/json', '.css': 'text/css',
};

// mounts: {name: folder}. Resolves to {origin, close()}.
export function serve(mounts) {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url, 'http://127.0.0.1');
    const [, mode, mount, ...rest] = url.pathname.split('/');
    const root = mounts[mount];
    const file = root && path.resolve(root, ...rest.map(decodeURIComponent));
    if (!['isolated', 'plain'].includes(mode) || !root || !file.startsWith(path.resolve(root) + path.sep)) {
      response.writeHead(404).end();
      return;
    }
    try {
      const body = await readFile(file);
      const headers = { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' };
      if (mode === 'isolated') {
        headers['Cross-Origin-Opener-Policy'] = 'same-origin';
        headers['Cross-Origin-Embedder-Policy'] = 'require-corp';
      }
      response.writeHead(200, headers).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({
      origin: `http://127.0.0.1:${server.address().port}`,
      close: () => new Promise((done) => server.close(done)),
    }));
  });
}
