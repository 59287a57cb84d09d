import { chromium } from 'playwright-core';
import { measureScreenIn, screens } from './perf-screens.mjs';
const base = process.argv[2]; const which = process.argv[3];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] });
for (const s of screens.filter((s) => !which || s.name === which)) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const r = await measureScreenIn(ctx, base, s);
  const small = r.sizes.filter((f) => f.size < 1000);
  console.log(s.name, r.kb.toFixed(1), 'files', r.files, 'small(<1kB):', small.length, (small.reduce((a, f) => a + f.size, 0) / 1000).toFixed(1), 'kB');
  if (process.env.LIST) for (const f of r.sizes.sort((a,b)=>b.size-a.size)) console.log('   ', (f.size/1000).toFixed(1), f.name);
  await ctx.close();
}
await browser.close();
