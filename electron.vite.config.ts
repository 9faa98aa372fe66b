import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import vue from '@vitejs/plugin-vue';
import type { Plugin } from 'vite';
import { CONTENT_SECURITY_POLICY } from './src-main/host/security-headers';

// The meta tag cannot carry frame-ancestors; the browser host sends the full policy as a header.
const metaPolicy = CONTENT_SECURITY_POLICY.split('; ')
  .filter((directive) => !directive.startsWith('frame-ancestors'))
  .join('; ');

function contentSecurityPolicy(): Plugin {
  return {
    name: 'warchronicle-csp',
    transformIndexHtml: (html) =>
      html.replace(
        '<head>',
        // Reviewed for lint:electron: the evaluator's only note is that script-src 'self' "can be problematic if you
        // host JSONP, Angular or user uploaded files"; 'self' serves only this bundle.
        `<head>\n    <meta http-equiv="Content-Security-Policy" content="${metaPolicy}" /><!-- eng-disable CSP_GLOBAL_CHECK -->`,
      ),
  };
}

// Reviewed for lint:electron: main.js's one shell.openExternal call only receives URLs that passed
// isSafeExternalUrl (http/https, no credentials; unit-tested). Comments do not survive the build, so
// the reviewed annotation is written at the top of that one file.
function reviewedOpenExternal(): Plugin {
  return {
    name: 'warchronicle-reviewed-open-external',
    generateBundle(_options, bundle) {
      const main = bundle['main.js'];
      if (main?.type === 'chunk') main.code = `/* eng-disable OPEN_EXTERNAL_JS_CHECK */\n${main.code}`;
    },
  };
}

/** `orders-omens-` for a module under src-renderer/systems/orders-omens/ (not the shared shell), else nothing. */
function systemOf(moduleId: string | null): string {
  const system = moduleId ? /\/src-renderer\/systems\/([a-z0-9-]+)\//.exec(moduleId.replace(/\\/g, '/'))?.[1] : undefined;
  return system && system !== 'shell' ? `${system}-` : '';
}

/**
 * The browser host renders the campaigns page with the renderer's own components (src-renderer/server-render),
 * so the main build compiles them too. Their scoped-style ids must be the renderer build's, whose root is
 * src-renderer: hashed from the path below it, in both builds.
 */
const vueComponents = () =>
  vue({
    features: {
      componentIdGenerator: (path, source, isProduction, getHash) => getHash(path.replace(/^src-renderer\//, '') + (isProduction ? source : '')),
    },
  });

/** The server-rendered page needs the components' markup, not their styles: the page's own stylesheet has them. */
function withoutStyles(): Plugin {
  return {
    name: 'warchronicle-server-render-without-styles',
    enforce: 'pre',
    load: (id) => (/\.css($|\?)|[?&]type=style/.test(id) ? '' : null),
    generateBundle(_options, bundle) {
      for (const name of Object.keys(bundle)) if (name.endsWith('.css')) delete bundle[name];
    },
  };
}

export default defineConfig({
  main: {
    plugins: [reviewedOpenExternal(), withoutStyles(), vueComponents()],
    build: {
      externalizeDeps: true,
      rollupOptions: {
        input: {
          main: resolve('src-main/main.ts'),
          host: resolve('src-main/host-cli.ts'),
          'services-worker': resolve('src-main/services-worker.ts'),
          // Chronicle indexing runs on threads of its own in the services process and the browser host (indexer-pool.ts starts it from beside their bundles).
          'chronicle-indexer': resolve('src-main/services/chronicle/indexer-thread.ts'),
          // …which loads other systems' narrators only when a battle of theirs comes up.
          'chronicle-indexer-any-system': resolve('src-main/services/chronicle/indexer-other-systems.ts'),
          // The campaigns page, rendered into the page the browser host sends (host-cli.ts loads it from beside itself).
          'campaigns-page': resolve('src-renderer/server-render/campaigns-page.ts'),
        },
      },
    },
  },
  preload: {
    // The sandboxed preload cannot require packages: bundle everything it uses.
    build: {
      externalizeDeps: false,
      rollupOptions: {
        input: { preload: resolve('src-main/preload.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve('src-renderer'),
    build: {
      // electron-vite leaves the renderer unminified; the browser host serves it over the network too.
      minify: 'esbuild',
      rollupOptions: {
        input: resolve('src-renderer/index.html'),
        output: {
          // Chart.js (and its one dependency) in a chunk named for it, cached apart from the views that draw charts.
          manualChunks: (id) => (/node_modules\/(chart\.js|@kurkle\/color)\//.test(id) ? 'chart' : undefined),
          // A game system's screens load on their own (systems/<id>/panels.ts); their chunks carry the system's id, so the
          // bundle checks can tell that one system's players never download another's.
          chunkFileNames: (chunk) => `assets/${systemOf(chunk.facadeModuleId)}[name]-[hash].js`,
        },
      },
    },
    plugins: [vueComponents(), contentSecurityPolicy()],
  },
});
