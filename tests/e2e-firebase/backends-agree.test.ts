/**
 * `npm start` and `npm run demo` show the same thing for the same seed (issue 26): each screen of
 * each persona opened on the emulator build (Firebase adapter, seeded by scripts/seed.mjs) and on
 * the demo build (memory backend, the same seedState()), its main region's text compared line by
 * line once it has settled. Dates, times, durations and the rights requests' day clocks are masked:
 * the two seeds ran minutes apart, possibly either side of midnight.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paths } from '../../web/src/config/paths';
import { usePages, type TestPages } from '../e2e/support/browser';
import { budgets } from '../budgets';
import { hasAuth, hasFirestore } from '../emulator-env';
import { DEMO_PASSWORD } from './support/seed-expectations';
import { seedProposalId } from '../../web/src/backend/memory/seed-proposals';

interface Screen {
  name: string;
  path: string;
  /** A board: its column counts read '–' until the counters arrive, and it has cards. */
  board?: boolean;
}

const personas: { email: string; landing: string; screens: Screen[] }[] = [
  {
    email: 'admin@solarcred.demo',
    landing: paths.admin.dashboard,
    screens: [
      { name: 'admin dashboard', path: paths.admin.dashboard },
      { name: 'integrators list', path: paths.admin.integrators },
      { name: 'admin board', path: paths.admin.proposals, board: true },
      { name: 'proposal details (admin)', path: `${paths.admin.proposals}?proposta=${seedProposalId('int-aprovado', 5)}` },
      { name: 'notices (admin)', path: paths.admin.notices },
      { name: 'rates and lines', path: paths.admin.rates },
      { name: 'analytics (issue 50)', path: paths.admin.analytics },
      { name: 'settings', path: paths.admin.settings },
      { name: 'LGPD requests and retention (issue 51)', path: paths.admin.privacyRequests },
      { name: 'audit trail (issue 51)', path: paths.admin.audit },
      { name: 'terms versions (issue 51)', path: paths.admin.consent },
    ],
  },
  {
    email: 'integrador@solarcred.demo',
    landing: paths.integrator.dashboard,
    screens: [
      { name: 'integrator dashboard', path: paths.integrator.dashboard },
      { name: 'integrator board', path: paths.integrator.kanban, board: true },
      { name: 'proposal details (integrator)', path: `${paths.integrator.kanban}?proposta=${seedProposalId('int-aprovado', 1)}` },
      { name: 'integrator profile', path: paths.integrator.profile },
      { name: 'my data (issue 51)', path: paths.myData },
    ],
  },
];

/** The text a person reads, with what depends on the moment of seeding masked. */
function comparable(text: string): string[] {
  return text
    .replace(/\d{2}\/\d{2}\/\d{4}(,? (às )?\d{1,2}:\d{2})?/g, '‹data›')
    .replace(/\d{2}\/\d{2}( \d{1,2}:\d{2})?/g, '‹data›')
    .replace(/\b\d{1,2}:\d{2}\b/g, '‹hora›')
    .replace(/\b(há|em) (cerca de |menos de )?(\d+|um|uma) (segundos?|minutos?|horas?|dias?|semanas?|meses|mês|anos?)\b/gi, '‹tempo›')
    .replace(/\b\d+ ?(d|h|min|s)\b( \d+ ?(h|min|s)\b)*/g, '‹duração›')
    // A rights request's clock counts São Paulo calendar days: seeds made either side of midnight there differ by one.
    .replace(/^(Faltam? \d+ dias?|Vence hoje|Atrasada há \d+ dias?)$/gm, '‹prazo›')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * The main region's text (and the open dialog's, when the screen has one) once two reads 400 ms
 * apart agree and nothing says it is loading.
 */
async function settledText(page: Page, withDialog: boolean, board = false): Promise<string> {
  const read = () =>
    page.evaluate((dialogWanted) => {
      const main = document.querySelector('main')?.innerText.trim() ?? '';
      const dialogs = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].map((dialog) => dialog.innerText.trim()).filter(Boolean);
      if (!main || (dialogWanted && dialogs.length === 0)) return '';
      return [main, ...dialogs].join('\n');
    }, withDialog);
  let previous = '';
  await expect
    .poll(
      async () => {
        const current = await read();
        const loadingBoard = board && (/^–$/m.test(current) || (await page.locator('[data-testid="board-card"]').count()) === 0);
        const busy = loadingBoard || /Carregando/.test(current) || (await page.locator('main .chakra-skeleton, main [aria-busy="true"], [role="dialog"] .chakra-skeleton').count()) > 0;
        const stable = !busy && current !== '' && current === previous;
        previous = current;
        return stable;
      },
      { timeout: budgets.liveMs, interval: 400 },
    )
    .toBe(true);
  return previous;
}

async function signedIn(pages: TestPages, email: string, landing: string): Promise<Page> {
  const page = await pages.open();
  await page.goto(paths.auth);
  const form = page.getByRole('form', { name: 'Entrar' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel(/^Senha/).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(`**${landing}`);
  return page;
}

/** Lines only one side shows, marked - (npm start) and + (demo). */
function difference(firebase: string[], memory: string[]): string[] {
  const inMemory = new Set(memory);
  const inFirebase = new Set(firebase);
  return [...firebase.filter((line) => !inMemory.has(line)).map((line) => `- ${line}`), ...memory.filter((line) => !inFirebase.has(line)).map((line) => `+ ${line}`)];
}

const demoBaseUrl = process.env['E2E_DEMO_BASE_URL'];

describe.skipIf(!hasAuth || !hasFirestore || !demoBaseUrl)('npm start and npm run demo show the same screens for the same seed', () => {
  const onFirebase = usePages();
  const onMemory = usePages(() => demoBaseUrl ?? '');

  for (const persona of personas) {
    it(`every screen of ${persona.email}`, async () => {
      const firebase = await signedIn(onFirebase, persona.email, persona.landing);
      const memory = await signedIn(onMemory, persona.email, persona.landing);
      const differences: string[] = [];
      for (const screen of persona.screens) {
        await firebase.goto(screen.path);
        await memory.goto(screen.path);
        const withDialog = screen.path.includes('?proposta=');
        const [onFirebase, onMemory] = [comparable(await settledText(firebase, withDialog, screen.board)), comparable(await settledText(memory, withDialog, screen.board))];
        const lines = difference(onFirebase, onMemory);
        if (lines.length) differences.push(`${screen.name} (${screen.path}):`, ...lines.map((line) => `  ${line}`));
      }
      expect(differences.join('\n')).toBe('');
    });
  }

  it('the public simulator: the same lines, installments and CETs from publico/taxas', async () => {
    const simulated = async (page: Page) => {
      await page.goto('/#simulador');
      const options = page.getByTestId('simulation-option');
      await options.first().waitFor({ timeout: budgets.liveMs });
      return [...(await options.allInnerTexts()), ...(await page.getByTestId('simulation-refused').allInnerTexts())];
    };
    const [firebase, memory] = await Promise.all([onFirebase.open(), onMemory.open()]);
    const onEmulators = await simulated(firebase);
    expect(onEmulators.length).toBeGreaterThan(1);
    expect(onEmulators).toEqual(await simulated(memory));
  });
});
