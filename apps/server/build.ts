// Builds the production server: src/main.ts and everything it imports in one ES module,
// dist/main.js, with the migrations beside it. Loaded as hundreds of separate files, the server
// starts at ~260 MB RSS: Node parses a package's package.json again for each of its files, and
// drizzle-orm's is 180 KB (drizzle-orm alone left ~150 MB of heap behind). One file avoids that and
// the type stripping of our own sources. Packages that load files of their own at run time
// (WebAssembly, native binaries, worker threads) stay in node_modules; swagger-ui, bundled, is told
// where its static files are (swaggerUiDirname).
import { cpSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const root = import.meta.dirname;
const outdir = path.join(root, 'dist');

/**
 * swagger-ui finds its static files (the UI's scripts and styles) from `__dirname`, which an ES module
 * has not: each of its files gets the folder it has in node_modules, found when the server starts from
 * where the bundle is, as its external packages are. Bundled rather than external, it shares the
 * bundle's @fastify/static and yaml instead of loading second copies from node_modules at start
 * (~8 MB of memory at start).
 */
const SWAGGER_UI = '@fastify/swagger-ui';
const swaggerUiDirname: Plugin = {
  name: 'swagger-ui-dirname',
  setup(build) {
    build.onLoad({ filter: /[\\/]@fastify[\\/]swagger-ui[\\/].*\.js$/ }, async ({ path: file }) => {
      const packageRoot = file.slice(0, file.lastIndexOf(SWAGGER_UI) + SWAGGER_UI.length);
      const folder = JSON.stringify(path.relative(packageRoot, path.dirname(file)));
      const dirname = `require('node:path').join(require('node:path').dirname(require.resolve('${SWAGGER_UI}')), ${folder})`;
      return { contents: `var __dirname = ${dirname};\n${await readFile(file, 'utf8')}`, loader: 'js' };
    });
  },
};

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, 'src/main.ts')],
  outdir,
  // What is imported with import() stays out of main.js until used (the embedded engine's driver).
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22.12',
  external: [
    '@electric-sql/pglite',
    '@node-rs/argon2',
    'pg-native',
    'pino-pretty',
    // Preview images only (loaded on first use); its fflate imports createRequire, which the banner declares.
    'satori',
    'sharp',
  ],
  // The CommonJS packages inside (fastify, pg) call require() for Node's own modules.
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  minifyWhitespace: true,
  minifySyntax: true,
  legalComments: 'external',
  plugins: [swaggerUiDirname],
  logLevel: 'warning',
});
cpSync(path.join(root, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
// The languages' catalogs, read by src/i18n.ts from beside the bundle.
cpSync(path.join(root, 'src/locales'), path.join(outdir, 'locales'), { recursive: true });
console.log(`server built: ${path.relative(process.cwd(), outdir)}/main.js`);
