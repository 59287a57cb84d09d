/**
 * Pre-renders the landing into `index.html` at build time, so its first paint needs no
 * JavaScript; `main.tsx` hydrates it after that paint (a small boot script imports the entry
 * then, so no script competes with the first paint). Every other address is served a page with
 * an empty root, so a deep link never flashes the landing: `app.html`, which preloads the app and
 * the router, or at the customer's link `customer.html`, which does not (app-shell.ts).
 */
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type PreviewServer, type ResolvedConfig } from 'vite';
import type { Rollup } from 'vite';
import { appShellFile, customerShellFile, shellFileFor } from './app-shell';

const emptyRoot = '<div id="root"></div>';

function serveAppShell(server: PreviewServer) {
  server.middlewares.use((req, _res, next) => {
    const shell = req.url ? shellFileFor(req.url, req.headers.accept) : null;
    if (shell) req.url = `/${shell}`;
    next();
  });
}

const entryScript = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const modulePreloads = /\s*<link rel="modulepreload"[^>]*>/g;

/** The landing page's module: a chunk of its own (main.tsx), whose stylesheets the HTML needs. */
const landingModule = '/src/features/landing/landing-page.tsx';

/** What main.tsx imports for every signed-in screen (not for the customer's page). */
const appModules = ['/src/app/app.tsx', '/src/app/router.tsx'];

/** The chunks of `modules` and every chunk they import statically, as built. */
function chunksOf(bundle: Rollup.OutputBundle, modules: string[]): string[] {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const found = new Set<string>();
  const visit = (fileName: string) => {
    if (found.has(fileName)) return;
    found.add(fileName);
    const chunk = chunks.find((candidate) => candidate.fileName === fileName);
    for (const imported of chunk?.imports ?? []) visit(imported);
  };
  for (const module of modules) {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module));
    if (!chunk) throw new Error(`no chunk for ${module}: main.tsx should import it on its own`);
    visit(chunk.fileName);
  }
  return [...found];
}

/**
 * `app.html`: the shell preloading the app's and the router's chunks, which main.tsx imports when
 * it runs, so a signed-in deep link fetches them beside the entry, not one round trip after it.
 */
function appShell(shell: string, preloads: string[]): string {
  const links = preloads
    .filter((href) => !shell.includes(`href="${href}"`))
    .map((href) => `    <link rel="modulepreload" crossorigin href="${href}">\n`)
    .join('');
  return shell.replace('  </head>', `${links}  </head>`);
}

/**
 * The landing's page: the pre-rendered HTML in the root, its stylesheets, and the entry imported
 * after the load event by a boot script (an external file: the CSP allows no inline script).
 */
function landingPage(shell: string, html: string, bootPath: string, stylesheets: string[]): string {
  const links = stylesheets.map((href) => `    <link rel="stylesheet" crossorigin href="${href}">\n`).join('');
  return shell
    .replace('  </head>', `${links}  </head>`)
    .replace(emptyRoot, `<div id="root">${html}</div>`)
    .replace(modulePreloads, '')
    .replace(entryScript, `<script type="module" crossorigin src="${bootPath}"></script>`);
}

/**
 * Imports the app's entry once the landing has painted its first content, so the download never
 * delays that paint (without paint timing, once the page has loaded).
 */
function bootScript(entryPath: string): string {
  return `const start = () => import(${JSON.stringify(entryPath)});
if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
} else if (document.readyState === 'complete') start();
else addEventListener('load', start, { once: true });
`;
}

export function prerenderLanding(): Plugin {
  let config: ResolvedConfig;
  let landingStylesheets: string[] = [];
  let appPreloads: string[] = [];
  return {
    name: 'solarcred-prerender-landing',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle) {
      const chunk = Object.values(bundle).find((file) => file.type === 'chunk' && file.facadeModuleId?.endsWith(landingModule));
      const css = chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
      landingStylesheets = css.map((file) => `${config.base}${file}`);
      if (!config.build.ssr) appPreloads = chunksOf(bundle, appModules).map((file) => `${config.base}${file}`);
    },
    configurePreviewServer: serveAppShell,
    async closeBundle() {
      if (config.command !== 'build' || config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      const ssrDir = resolve(config.root, 'node_modules/.prerender', config.mode);
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: { ssr: 'src/prerender.tsx', outDir: ssrDir, emptyOutDir: true },
      });
      const entry = pathToFileURL(join(ssrDir, 'prerender.js')).href;
      const { renderLanding } = (await import(entry)) as { renderLanding: () => string };
      const shell = await readFile(join(outDir, 'index.html'), 'utf8');
      const entryPath = entryScript.exec(shell)?.[1];
      if (!shell.includes(emptyRoot) || !entryPath) throw new Error(`index.html has no ${emptyRoot} or no entry script`);
      if (landingStylesheets.length === 0) throw new Error(`no stylesheet found for ${landingModule}: is it still a chunk of its own?`);
      const boot = bootScript(entryPath);
      const bootPath = `/assets/boot-${createHash('sha256').update(boot).digest('hex').slice(0, 8)}.js`;
      await writeFile(join(outDir, bootPath), boot);
      await writeFile(join(outDir, appShellFile), appShell(shell, appPreloads));
      await writeFile(join(outDir, customerShellFile), shell);
      await writeFile(join(outDir, 'index.html'), landingPage(shell, renderLanding(), bootPath, landingStylesheets));
      await rm(ssrDir, { recursive: true, force: true });
    },
  };
}
