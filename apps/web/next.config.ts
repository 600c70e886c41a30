import { copyFileSync, mkdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import type * as ConfigModule from './src/lib/config.server';
import type * as StaticBrotliModule from './src/lib/static-brotli';

// Next compiles this file to CommonJS before loading it, so __dirname is apps/web.
const webDir = __dirname;
const repoRoot = path.resolve(webDir, '../..');
const requireFromWeb = createRequire(path.join(webDir, 'package.json'));

// Loading the configuration here validates the environment when `next build`/`next start` begin,
// so a bad value stops the start with the variable named. Loaded through a require bound to
// apps/web rather than a static import: Next resolves this file's relative imports against the
// working directory, which breaks `next build apps/web`.
const { serverConfig } = requireFromWeb('./src/lib/config.server.ts') as typeof ConfigModule;
const { precompressStaticFiles } = requireFromWeb('./src/lib/static-brotli.ts') as typeof StaticBrotliModule;

/**
 * MapLibre's worker cannot be bundled by Turbopack ("Worker failed to load"), so it is served
 * as a static file and the map points at it with setWorkerUrl(). Copying it whenever the config
 * loads (dev, build, start) keeps it in step with the installed maplibre-gl version.
 */
function copyMapLibreWorker(): void {
  const source = requireFromWeb.resolve('maplibre-gl/dist/maplibre-gl-worker.mjs');
  const target = path.join(webDir, 'public', 'maplibre-gl-worker.mjs');
  const sourceStat = statSync(source);
  const targetStat = statSync(target, { throwIfNoEntry: false });
  // Rewriting an unchanged file would wake the dev server's file watcher for nothing.
  if (targetStat?.size === sourceStat.size && targetStat.mtimeMs >= sourceStat.mtimeMs) return;
  mkdirSync(path.dirname(target), { recursive: true });
  copyFileSync(source, target);
}

copyMapLibreWorker();

const nextConfig: NextConfig = {
  turbopack: { root: repoRoot },
  outputFileTracingRoot: repoRoot,
  transpilePackages: ['@campwise/domain'],
  poweredByHeader: false,
  // Pages wait for their data before sending anything, so streaming metadata would gain no time
  // and would move <title> and the canonical link out of <head> for ordinary browsers.
  htmlLimitedBots: /.*/,
  compiler: {
    // A Brotli copy of each script and stylesheet, which server.mjs sends to browsers that
    // accept it: about 14% less to download than Next's gzip (src/lib/static-brotli.ts).
    runAfterProductionCompile: async ({ distDir }) => {
      await precompressStaticFiles(path.resolve(webDir, distDir, 'static'));
    },
  },
};

export default function nextConfigForPhase(phase: string): NextConfig {
  // `next start` serves real sessions, so it refuses to run without NEXTAUTH_SECRET instead of
  // inventing one that signs everybody out at every restart. `next build` needs none: it serves
  // no requests, and `npm start` generates the secret before it starts the server.
  if (phase === PHASE_PRODUCTION_SERVER && !serverConfig.auth.secret) {
    throw new Error(
      'Invalid environment configuration for the web app: NEXTAUTH_SECRET: is required to run in production (32 or more random characters)',
    );
  }
  return nextConfig;
}
