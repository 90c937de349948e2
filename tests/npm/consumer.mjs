// A project that installed the package from its `npm pack` tarball: hash-wasm's options, by the
// package's name. One PHC string per line of argv[2] (JSON: type and hash-wasm's options).
import * as argon2 from 'argon2-cpp-wasm';

for (const line of process.argv[2].trim().split('\n')) {
  const { type, ...options } = JSON.parse(line);
  console.log(await argon2[type]({ ...options, outputType: 'encoded' }));
}
