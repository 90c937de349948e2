// Vite for the package's consumer page: relative asset paths (the test serves it from a
// subfolder), and Workers as ES modules (the package's Worker is one).
export default {
  base: './',
  worker: { format: 'es' },
  build: { target: 'es2022' },
  logLevel: 'warn',
};
