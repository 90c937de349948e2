// webpack 5 for the package's consumer page, as docs/wasm.md tells a webpack user: nothing
// beyond the defaults. webpack follows the package's `new URL('x.wasm', import.meta.url)` (the
// .wasm files become assets) and `new Worker(new URL('./worker.js', import.meta.url))` (the
// Worker becomes a chunk of its own); relative public paths, since the test serves the page
// from a subfolder.
import path from 'node:path';

export default {
  mode: 'production',
  entry: './bundled_page.mjs',
  output: { path: path.resolve('dist-webpack'), filename: 'main.js', publicPath: 'auto', clean: true },
  performance: { hints: false },
};
