import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react-swc';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appCatalogs } from './scripts/app-catalogs-plugin.ts';
import { appIcon } from './scripts/app-icon-plugin.ts';
import { PUSH_SW_FILE, pushServiceWorker } from './scripts/push-sw-plugin.ts';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';

// Plugin order matters: the router plugin generates routes before React compiles them,
// and the lingui SWC plugin must see the macros (useLinguiV5IdGeneration keeps the ids in
// step with `lingui compile` 5.x; without it translations silently stay English).
export default defineConfig({
  root: '.',
  publicDir: 'public',
  // The router's store hook asks for use-sync-external-store's shim, a fallback for React before
  // 18; the package's own entry without it uses React's hook directly (React 19 here): 0.2 KB
  // less on the start of /, which pays for /trade's shorter tasks (issue 21 item 5).
  resolve: { alias: { 'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector' } },
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    modulePreload: { polyfill: false },
    // .vite/manifest.json: the server names a screen's chunks in the shell's Link header
    // (src/server/http/route-preload.ts). Not precached (no .json in globPatterns), not served (assemble/static-app.ts).
    manifest: true,
    rolldownOptions: {
      // klinecharts in a chunk of its own, so the service worker can leave it out of the precache
      // (it is cached the first time /trade opens) and the budget can find it by name.
      // The routes' own modules (search schemas, guards) are needed at start; they share one chunk
      // instead of one each for the routes whose screens read their search (login, register...).
      output: {
        codeSplitting: {
          groups: [
            { name: 'klinecharts', test: /node_modules[\\/]klinecharts/ },
            // Small modules every start needs (the screen states and the install prompts' slots
            // and atoms) join that chunk too: fewer requests and one stylesheet fewer in the head.
            {
              name: 'routes',
              // So do the session and site calls every start makes, the first-screen signal, and the
              // chosen time zone with its formatters (a closed market's reopening, the offline banner).
              // The offline banner's stylesheet too (the entry and the small-shared chunk import it):
              // apart, it was a third stylesheet on every start, each a connection of HTTP/1.1's six.
              // And the quote parts both first screens (/ and /trade) draw, with their stylesheet; and the
              // socket's page side, which the lazily loaded support badge shares (else two files more on /).
              test: /src[\\/](app[\\/](routes[\\/][^?]*\.tsx|ui[\\/]states\.tsx|lib[\\/](first-screen|time-format|record-search|socket[\\/](client|use-channel))\.ts|state[\\/]time-zone\.ts|features[\\/]install[\\/](slots\.tsx|pwa-state\.ts|standalone\.ts))|contract[\\/](calls[\\/])?(session|site)\.ts)$|src[\\/]app[\\/]features[\\/]offline[\\/]offline\.css$|src[\\/]app[\\/]features[\\/]market[\\/](ClosedLabel|use-price-flash|InstrumentLogo|next-open|ChangeBadge|format)\.tsx?$|src[\\/]app[\\/]features[\\/]market[\\/]quote\.css$/,
            },
            // The quote list's own modules (the home screen, its rows and small charts) in one chunk
            // rather than four: fewer requests and bytes on the start of /. Only these modules: the
            // helpers they share with other screens (format, the price flash) stay apart.
            {
              name: 'home',
              // The list's pull-to-refresh and status join too: each was a file of its own on the
              // start of /, and small gzip streams cost more than one. The quote parts /trade shares
              // with / (logo, change, closed label, price flash, formats, their stylesheet) are in
              // `routes`, so /trade's start no longer loads this chunk: one request and 5 KB fewer
              // beside index.js on slow 4G, LCP 2.04 -> 2.00 s (issue 21 item 5).
              test: /src[\\/]app[\\/](features[\\/](market[\\/](HomeScreen|CategoryChips|LiveBadge|home-state|InstrumentList|InstrumentRow|Sparkline|sparklines|sparkline-path|sparkline-series|use-open-instrument)|site[\\/]system-status)|ui[\\/]PullToRefresh)\.tsx?$|src[\\/]app[\\/]features[\\/]market[\\/]market\.css$/,
              includeDependenciesRecursively: false,
            },
            // What most screens but not the start of / use travels in two chunks rather than a
            // dozen small ones: a first /trade opens six connections at a time (HTTP/1.1), and
            // each file past those waits a round trip. The whole call table and the wire's
            // schemas in one; the screens' icons, dialogs and sheets in the other.
            {
              name: 'calls',
              test: /src[\\/](app[\\/]lib[\\/]http[\\/]index\.ts|contract[\\/](calls\.ts|calls[\\/](account|content|money|trade)\.ts|(account|funding|orders|content|support|socket)\.ts))$/,
            },
            // The small modules only the trade screen (and a few account screens) import, nine
            // files of 0.1-1.5 KB on /trade's path, in one: each file cost a round trip on a
            // connection and 1.2 KB of headers (issue 21 item 5). None is loaded by / (the budget
            // lists what / loads after its first quotes), so / does not grow.
            // Two chunks, not one: what the trade screen's first paint needs, and what its ticket, order
            // lines and one-tap buttons need once loaded after that paint (the order calls and the
            // query client come with the second only, so the first paint waits for neither).
            {
              // And the Intl warm-up's page side and the wait for the catalog's rest, which the chart's
              // frame and panel and the trade screen's lazy parts share (else files of their own).
              name: 'trade-parts',
              test: /src[\\/]app[\\/](features[\\/](watchlist[\\/](state|watched|sync)\.ts|trade[\\/](ChartFrame\.tsx|chart-prefs\.ts|chart-drawings\.ts|shown-instrument\.ts|one-tap[\\/]one-tap-mode\.ts)|settings[\\/]zone-label\.ts)|ui[\\/]use-media-query\.ts|lib[\\/](intl-warmup[\\/]warm-intl|whole-texts)\.ts)$/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'trade-later',
              // So do three more of 0.1-0.3 KB each (lots, pips and slippage) that only screens loading this chunk anyway use,
              // and the order call with its cache keys (left out, its keys shared a chunk with decimal.js, which /order then loaded).
              test: /src[\\/](app[\\/]features[\\/](trade[\\/](one-tap[\\/]one-tap-lots|ticket[\\/](submit|keys))\.ts|orders[\\/](live-totals|keys|queries|pending-type|format)\.ts|offline[\\/](account-snapshot|offline-failure)\.ts|account[\\/]forex-detail\.ts)|contract[\\/](pips|slippage)\.ts)$/,
              includeDependenciesRecursively: false,
            },
            // Three tiny modules with no imports of their own to speak of, used by /trade and several
            // account screens: one file instead of three (a screen using one of them gets 0.5 KB more).
            {
              name: 'small-shared',
              test: /src[\\/]app[\\/](lib[\\/]time-parts\.ts|features[\\/](account[\\/]keys\.ts|offline[\\/]OfflineNote\.tsx))$/,
              includeDependenciesRecursively: false,
            },
            // The margin and profit formulas ride with decimal.js, which they need wherever they are used.
            // So does the ticket's estimate, which the ticket, the order lines and one-tap share.
            { name: 'decimal', test: /node_modules[\\/]decimal\.js[\\/]|src[\\/](contract[\\/]formulas|app[\\/]features[\\/]trade[\\/]ticket[\\/]estimate)\.ts$/ },
            // The query client and its observers (with the jotai binding) in one file, not two:
            // every screen that reads the server through a query needs both.
            {
              name: 'query',
              test: /node_modules[\\/](@tanstack[\\/]query-core|jotai-tanstack-query)[\\/]|src[\\/]app[\\/]lib[\\/]query[\\/][^?]*\.ts$/,
            },
            // The watchlist's stylesheet rides with the dialogs' (its star imports the screens'
            // icons, so this chunk is there wherever it is): one stylesheet fewer on /trade.
            {
              name: 'screens-ui',
              test: /src[\\/]app[\\/](ui[\\/](screen-icons\.ts|ConfirmDialog\.tsx|ModalSheet\.tsx|Drawer\.tsx|BottomSheet\.tsx|use-modal-dialog\.ts)|features[\\/]watchlist[\\/]watchlist\.css)$/,
            },
          ],
        },
      },
    },
  },
  worker: { format: 'es' },
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/app/routes',
      generatedRouteTree: './src/app/routeTree.gen.ts',
      autoCodeSplitting: true,
      routeFileIgnorePrefix: '-',
    }),
    react({ plugins: [['@lingui/swc-plugin', { useLinguiV5IdGeneration: true }]] }),
    appCatalogs(),
    appIcon(),
    pushServiceWorker(),
    VitePWA({
      injectRegister: false,
      // A new deployment waits until the person accepts the "update available" prompt
      // (features/install/UpdatePrompt.tsx), so the app never changes under them mid-order.
      registerType: 'prompt',
      strategies: 'generateSW',
      manifest: false, // public/manifest.webmanifest is the one source of the manifest
      includeAssets: ['manifest.webmanifest', 'icons/*.png', 'icons/*.svg'],
      workbox: {
        // The first install takes the open page at once (it has no older worker to disagree
        // with); later versions wait for the prompt's SKIP_WAITING message instead.
        clientsClaim: true,
        skipWaiting: false,
        // Web push: the push and notificationclick handlers (src/app/sw/push-sw.ts, built by scripts/push-sw-plugin.ts).
        importScripts: [PUSH_SW_FILE],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/v1\//],
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Catalogs are cached at run time, one per language actually used, not all precached;
        // so are the chart code (only /trade needs it), the logos and the store screenshots.
        globIgnores: [PUSH_SW_FILE, '**/messages-*.js', '**/klinecharts-*.js', '**/logos/**', '**/screenshots/**'],
        runtimeCaching: [
          {
            urlPattern: ({ url }) => /\/assets\/messages-.*\.js$/.test(url.pathname),
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'catalogs' },
          },
          {
            urlPattern: ({ url }) => /\/assets\/klinecharts-.*\.js$/.test(url.pathname),
            handler: 'CacheFirst',
            options: { cacheName: 'chart', expiration: { maxEntries: 4 } },
          },
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/logos/'),
            handler: 'CacheFirst',
            options: { cacheName: 'logos', expiration: { maxEntries: 200 } },
          },
          {
            // Only these two public GETs (no session needed, SPEC.md section 7) are ever kept:
            // no call that needs a session reaches a cache (tests/e2e/pwa-service-worker.spec.ts).
            urlPattern: ({ url, request }) => request.method === 'GET' && (url.pathname === '/v1/api/forex/trade_list' || url.pathname === '/v1/api/forex/getCategories'),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'instruments',
              networkTimeoutSeconds: 4,
              expiration: { maxEntries: 40 },
              plugins: [
                {
                  // Every call carries a fresh timestamp `t`, so the key drops it (else no later
                  // request ever matches); the answer's language comes from the `lang` header
                  // (or the query, on the request the shell preloads: contract/preload.ts), so
                  // the key carries it: the last answer is kept once per language.
                  // (Serialised into sw.js by workbox-build: it must not use outer names.)
                  cacheKeyWillBeUsed: async ({ request }) => {
                    const key = new URL(request.url);
                    key.searchParams.delete('t');
                    key.searchParams.set('lang', request.headers.get('lang') || key.searchParams.get('lang') || '');
                    key.searchParams.sort();
                    return key.href;
                  },
                },
              ],
            },
          },
        ],
      },
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/v1/api': apiTarget,
      '/v1/ws': { target: apiTarget.replace(/^http/, 'ws'), ws: true },
    },
  },
});
