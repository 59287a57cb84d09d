/**
 * The accessibility scan's route table: every path of web/src/config/paths.ts with the persona
 * that sees it and the states worth scanning (open dialogs, menus, the mobile drawer), or where
 * it redirects to. Typed by the paths themselves, so a new route does not compile without an
 * entry; a11y.test.ts checks the same at run time.
 */
import type { Locator, Page } from 'playwright-core';
import { paths } from '../../../web/src/config/paths';
import { proposals as proposalsText } from '@solarcred/domain/messages';
import { contractText } from '@solarcred/domain/contract/contract-text';
import { privacyGuestText } from '@solarcred/domain/privacy/guest-text';
import { createTestFiles, type TestFiles } from '../fixtures/files';
import { fillBanking, fillClient, nextButton, nextTo, reachBanking } from '../fixtures/proposal-wizard';
import { expectPath, openInApp } from './app';
import { customerPath, seedCustomerLink } from '../fixtures/customer-link';

/** Who is signed in: a demo account's label on /auth (README.md), or nobody. */
export type Persona =
  | 'anonymous'
  | 'Administrador'
  | 'Integrador aprovado'
  | 'Aguardando aprovação'
  | 'Documentação pendente'
  | 'Cadastro a completar';

/** Where each persona lands after signing in. */
export const landingOf: Record<Exclude<Persona, 'anonymous'>, string> = {
  Administrador: paths.admin.dashboard,
  'Integrador aprovado': paths.integrator.dashboard,
  'Aguardando aprovação': paths.awaitingApproval,
  'Documentação pendente': paths.awaitingApproval,
  'Cadastro a completar': paths.completeProfile,
};

export type ViewportName = 'desktop' | 'mobile';

export interface Screen {
  /** Test name, e.g. '/admin/integrators: reject dialog'. */
  name: string;
  persona: Persona;
  /** Gets the page to the state to scan; resolves once it is there. */
  reach: (page: Page) => Promise<void>;
  /** Only on one viewport (the mobile drawer). */
  only?: ViewportName;
}

type RouteEntry =
  | { screens: Screen[] }
  | { redirectsTo: string; persona: Persona }
  | { notScannable: string };

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
export type RoutePath = Leaves<typeof paths>;

/** Every path in paths.ts, flattened. */
export function allPaths(tree: object = paths): string[] {
  return Object.values(tree).flatMap((value: unknown) => (typeof value === 'string' ? [value] : allPaths(value as object)));
}

const heading = (page: Page, name: string | RegExp): Locator => page.getByRole('heading', { name }).first();
const dialog = (page: Page): Locator => page.getByRole('dialog').or(page.getByRole('alertdialog'));

/** Opens `path` (inside the running app when it is: the scan needs the screen, not another boot) and waits for its heading. */
const at = (path: string, title: string | RegExp) => async (page: Page) => {
  await openInApp(page, path);
  await heading(page, title).waitFor();
};

/** A screen that is the route itself, as its persona first sees it. */
const plain = (path: string, persona: Persona, title: string | RegExp, only?: ViewportName): Screen => ({
  name: path,
  persona,
  reach: at(path, title),
  ...(only ? { only } : {}),
});

/** A state of `path` reached by `act` once the page is shown. */
const state = (path: string, persona: Persona, title: string | RegExp, label: string, act: (page: Page) => Promise<void>, only?: ViewportName): Screen => ({
  name: `${path}: ${label}`,
  persona,
  reach: async (page) => {
    await at(path, title)(page);
    await act(page);
  },
  ...(only ? { only } : {}),
});

const openAccountMenu = async (page: Page) => {
  await page.getByRole('button', { name: 'Minha Conta' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).waitFor();
};

const openDrawer = async (page: Page) => {
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByTestId('sidebar-drawer').waitFor();
};

/** Test files for the wizard's uploads, made on first use and removed by the suite's afterAll. */
let files: TestFiles | undefined;
const wizardFiles = (): TestFiles => (files ??= createTestFiles());
export const removeTestFiles = (): void => files?.remove();

/** The wizard with no draft offered (an earlier state of the same context saved one). */
const freshWizard = async (page: Page) => {
  const offer = page.getByTestId('draft-offer');
  if (await offer.isVisible()) {
    await offer.getByRole('button', { name: 'Descartar' }).click();
    await offer.waitFor({ state: 'detached' });
  }
};

const integratorRows = (page: Page) => page.getByTestId('integrator-row');

/** The first row awaiting approval: its actions menu, then the picked entry. */
const pickRowAction = (action: 'Editar' | 'Rejeitar') => async (page: Page) => {
  await page.getByRole('button', { name: /^Ações de / }).first().click();
  await page.getByRole('menuitem', { name: action }).click();
  await dialog(page).waitFor();
};

const integratorsTitle = 'Gerenciar Integradores';
const waitForRows = async (page: Page) => integratorRows(page).first().waitFor();

/** The first row's details, on 'Membros' (issue 29). */
async function openMembersTab(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Detalhes de / }).first().click();
  await dialog(page).getByRole('tab', { name: 'Membros' }).click();
  await dialog(page).getByRole('list', { name: 'Membros da empresa' }).getByRole('listitem').first().waitFor();
}

export const routeTable: Record<RoutePath, RouteEntry> = {
  [paths.home]: { screens: [plain(paths.home, 'anonymous', /./)] },
  [paths.auth]: {
    screens: [
      plain(paths.auth, 'anonymous', 'Entrar'),
      state(paths.auth, 'anonymous', 'Entrar', 'sign-up form', async (page) => {
        await page.getByRole('button', { name: 'Criar conta' }).last().click();
        await heading(page, 'Criar conta').waitFor();
      }),
    ],
  },
  [paths.login]: { redirectsTo: paths.auth, persona: 'anonymous' },
  [paths.register]: { redirectsTo: paths.auth, persona: 'anonymous' },
  [paths.forgotPassword]: {
    screens: [
      plain(paths.forgotPassword, 'anonymous', 'Recuperar senha'),
      state(paths.forgotPassword, 'anonymous', 'Recuperar senha', 'e-mail sent', async (page) => {
        await page.getByRole('textbox', { name: 'E-mail' }).fill('integrador@solarcred.demo');
        await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
        await heading(page, 'E-mail enviado!').waitFor();
      }),
    ],
  },
  [paths.resetPassword]: {
    screens: [
      state(paths.forgotPassword, 'anonymous', 'Recuperar senha', `${paths.resetPassword} from the demo link`, async (page) => {
        await page.getByRole('textbox', { name: 'E-mail' }).fill('integrador@solarcred.demo');
        await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
        await page.getByRole('link', { name: 'Abrir o link de redefinição' }).click();
        await expectPath(page, paths.resetPassword);
        await page.getByText('integrador@solarcred.demo').waitFor();
      }),
      {
        name: `${paths.resetPassword}: invalid link`,
        persona: 'anonymous',
        reach: async (page) => {
          await page.goto(`${paths.resetPassword}?mode=resetPassword&oobCode=codigo-que-nao-existe`);
          await page.getByRole('link', { name: 'Solicitar novo link' }).waitFor();
        },
      },
    ],
  },
  [paths.completeProfile]: {
    screens: [plain(paths.completeProfile, 'Cadastro a completar', 'Cadastro de Parceiro'),
      state(paths.completeProfile, 'Cadastro a completar', 'Cadastro de Parceiro', 'account menu', openAccountMenu)],
  },
  [paths.customerLink]: {
    screens: [
      { name: `${paths.customerLink}: invalid`, persona: 'anonymous', reach: at(customerPath('x'), 'Link inválido ou expirado') },
      {
        name: `${paths.customerLink}: the customer's form`,
        persona: 'anonymous',
        reach: async (page) => {
          // The customer's page loads no backend: /auth brings the memory store to seed the link in.
          await at(paths.auth, 'Entrar')(page);
          const { token } = await seedCustomerLink(page);
          await page.goto(customerPath(token));
          await page.getByText('Seus dados e a LGPD').waitFor();
        },
      },
    ],
  },
  [paths.invitation]: {
    screens: [{ name: `${paths.invitation}: signed out`, persona: 'anonymous', reach: at('/convite/x', 'Convite para a equipe') }],
  },
  [paths.developers]: { screens: [{ name: `${paths.developers}: signed out`, persona: 'anonymous', reach: at(paths.developers, 'API para integradores') }] },
  [paths.verify]: {
    screens: [{ name: `${paths.verify}: signed out`, persona: 'anonymous', reach: at(paths.verify, contractText.verify.title) }],
  },
  [paths.awaitingApproval]: {
    screens: [
      plain(paths.awaitingApproval, 'Aguardando aprovação', 'Status do cadastro'),
      { ...plain(paths.awaitingApproval, 'Documentação pendente', 'Status do cadastro'), name: `${paths.awaitingApproval}: documents missing` },
    ],
  },
  [paths.admin.root]: { redirectsTo: paths.admin.dashboard, persona: 'Administrador' },
  [paths.admin.dashboard]: {
    screens: [
      state(paths.admin.dashboard, 'Administrador', 'Dashboard', 'counters loaded', async (page) => {
        await page.getByTestId('stat-value').nth(3).waitFor();
      }),
      state(paths.admin.dashboard, 'Administrador', 'Dashboard', 'performance chart loaded', async (page) => {
        await page.getByTestId('monthly-proposals-chart').waitFor();
      }),
      state(paths.admin.dashboard, 'Administrador', 'Dashboard', 'account menu', openAccountMenu),
      state(paths.admin.dashboard, 'Administrador', 'Dashboard', 'navigation drawer', openDrawer, 'mobile'),
    ],
  },
  [paths.admin.analytics]: {
    screens: [
      state(paths.admin.analytics, 'Administrador', 'Análises', 'figures and ranking loaded', async (page) => {
        await page.getByTestId('analytics-figures').waitFor();
        await page.getByTestId('funnel-total').waitFor();
      }),
    ],
  },
  [paths.admin.integrators]: {
    screens: [
      state(paths.admin.integrators, 'Administrador', integratorsTitle, 'list', waitForRows),
      state(paths.admin.integrators, 'Administrador', integratorsTitle, 'row actions menu', async (page) => {
        await page.getByRole('button', { name: /^Ações de / }).first().click();
        await page.getByRole('menuitem', { name: 'Rejeitar' }).waitFor();
      }),
      state(paths.admin.integrators, 'Administrador', integratorsTitle, 'details dialog', async (page) => {
        await page.getByRole('button', { name: /^Detalhes de / }).first().click();
        await dialog(page).getByText('Informações comerciais').waitFor();
      }),
      state(paths.admin.integrators, 'Administrador', integratorsTitle, 'members tab', openMembersTab),
      state(paths.admin.integrators, 'Administrador', integratorsTitle, 'deactivate member dialog', async (page) => {
        // A gestor in every company, so the first row's has one to turn off.
        await page.evaluate(() => {
          window.__solarcredMemory?.update((state) => {
            const membros = (state.docs['membros'] ??= {});
            for (const id of Object.keys(state.docs['integradores'] ?? {})) {
              membros[`gestor-${id}`] = { id: `gestor-${id}`, empresa: id, papel: 'gestor', ativo: true, nome: 'Carla Dias', email: 'carla@sol.test', entrou_em: Date.now(), desativado_em: null };
            }
          });
        });
        await openMembersTab(page);
        await dialog(page).getByRole('button', { name: 'Desativar Carla Dias' }).click();
        await page.getByRole('alertdialog', { name: 'Desativar Carla Dias?' }).waitFor();
      }),
      state(paths.admin.integrators, 'Administrador', integratorsTitle, 'edit dialog', pickRowAction('Editar')),
      state(paths.admin.integrators, 'Administrador', integratorsTitle, 'reject dialog', pickRowAction('Rejeitar')),
    ],
  },
  [paths.admin.kanban]: { redirectsTo: paths.admin.proposals, persona: 'Administrador' },
  [paths.admin.proposals]: { screens: [plain(paths.admin.proposals, 'Administrador', 'Kanban de Propostas')] },
  [paths.admin.notices]: {
    screens: [
      state(paths.admin.notices, 'Administrador', 'Avisos', 'list', async (page) => page.getByTestId('notice-row').first().waitFor()),
      state(paths.admin.notices, 'Administrador', 'Avisos', "'Novo Aviso' dialog, specific recipient", async (page) => {
        await page.getByRole('button', { name: 'Novo Aviso' }).click();
        await dialog(page).getByText('Integrador específico').click();
        await dialog(page).getByTestId('recipient-list').getByRole('radio').first().waitFor();
      }),
      state(paths.admin.notices, 'Administrador', 'Avisos', 'delete confirmation', async (page) => {
        await page.getByRole('button', { name: /^Excluir aviso / }).first().click();
        await page.getByRole('alertdialog').waitFor();
      }),
      state(paths.admin.notices, 'Administrador', 'Avisos', 'notice view', async (page) => {
        await page.getByTestId('notice-row').first().getByRole('button').first().click();
        await dialog(page).getByTestId('notice-content').waitFor();
      }),
    ],
  },
  [paths.admin.rates]: {
    screens: [
      state(paths.admin.rates, 'Administrador', 'Taxas e Linhas', 'lines with a history and a field error', async (page) => {
        const line = page.locator('[data-testid="credit-line"]').first();
        await line.getByLabel('12x').fill('99');
        await line.getByRole('button', { name: 'Salvar linha' }).click();
        await line.getByText('A taxa deve estar entre 0,01% e 15% ao mês.').waitFor();
        await line.getByRole('button', { name: 'Alterações anteriores' }).click();
        await line.getByText('Nenhuma alteração anterior.').waitFor();
      }),
    ],
  },
  [paths.admin.settings]: {
    screens: [
      plain(paths.admin.settings, 'Administrador', 'Configurações'),
      state(paths.admin.settings, 'Administrador', 'Configurações', 'change password dialog', async (page) => {
        await page.getByRole('button', { name: 'Trocar Senha' }).click();
        await dialog(page).getByText('Senha atual').waitFor();
      }),
    ],
  },
  [paths.admin.profile]: { screens: [plain(paths.admin.profile, 'Administrador', 'Perfil')] },
  [paths.admin.outbox]: { screens: [plain(paths.admin.outbox, 'Administrador', 'Caixa de saída')] },
  [paths.admin.payments]: {
    screens: [
      plain(paths.admin.payments, 'Administrador', 'Pagamentos'),
      state(paths.admin.payments, 'Administrador', 'Pagamentos', "the release dialog", async (page) => {
        await page.getByRole('button', { name: /^Liberar crédito/ }).first().click();
        await page.getByRole('alertdialog').waitFor();
      }),
    ],
  },
  [paths.admin.fundings]: { screens: [plain(paths.admin.fundings, 'Administrador', 'Repasses')] },
  // Issue 51: each part replaces its placeholder with its screens.
  [paths.terms]: { screens: [{ name: `${paths.terms}: signed out`, persona: 'anonymous', reach: at(paths.terms, 'Termos de Uso') }] },
  [paths.privacyNotice]: { screens: [{ name: `${paths.privacyNotice}: signed out`, persona: 'anonymous', reach: at(paths.privacyNotice, 'Política de Privacidade') }] },
  [paths.admin.consent]: {
    screens: [
      plain(paths.admin.consent, 'Administrador', 'Termos e privacidade'),
      {
        name: `${paths.admin.consent}: publish confirmation`,
        persona: 'Administrador',
        reach: async (page) => {
          await at(paths.admin.consent, 'Termos e privacidade')(page);
          const form = page.getByRole('form', { name: 'Publicar nova versão' }).first();
          await form.getByLabel(/^O que mudou/).fill('Novos prazos de guarda.');
          await form.getByRole('button', { name: 'Publicar' }).click();
          await dialog(page).waitFor();
        },
      },
    ],
  },
  [paths.privacyRequest]: {
    screens: [
      plain(paths.privacyRequest, 'anonymous', privacyGuestText.pageTitle),
      // The code's step: the neutral answer and the code, type and detail fields (a deletion shows its warning).
      state(paths.privacyRequest, 'anonymous', privacyGuestText.pageTitle, 'code step', async (page) => {
        await page.getByLabel(privacyGuestText.cpf, { exact: false }).fill('529.982.247-25');
        await page.getByLabel(privacyGuestText.email, { exact: false }).fill('cliente@example.com');
        await page.getByRole('button', { name: privacyGuestText.sendCode }).click();
        await page.getByLabel(privacyGuestText.requestType, { exact: false }).selectOption('exclusao');
        await page.getByText(privacyGuestText.deletionConfirm).waitFor();
      }),
    ],
  },
  [paths.myData]: {
    screens: [
      plain(paths.myData, 'Integrador aprovado', 'Meus dados'),
      state(paths.myData, 'Integrador aprovado', 'Meus dados', 'the deletion confirmation', async (page) => {
        await page.getByRole('button', { name: 'Pedir exclusão' }).click();
        await page.getByRole('alertdialog').waitFor();
      }),
    ],
  },
  [paths.admin.privacyRequests]: {
    screens: [
      state(paths.admin.privacyRequests, 'Administrador', 'Solicitações LGPD', 'the queue with its clocks', async (page) => {
        await page.getByTestId('deadline-clock').first().waitFor();
      }),
      state(paths.admin.privacyRequests, 'Administrador', 'Solicitações LGPD', "a request's detail", async (page) => {
        await page.getByTestId('queue-request').first().getByRole('button').click();
        await page.getByRole('dialog').waitFor();
      }),
    ],
  },
  [paths.admin.audit]: {
    screens: [
      state(paths.admin.audit, 'Administrador', 'Auditoria', 'the trail loaded', async (page) => {
        await page.getByTestId('audit-entry').first().waitFor();
      }),
    ],
  },
  [paths.integrator.root]: { redirectsTo: paths.integrator.dashboard, persona: 'Integrador aprovado' },
  [paths.integrator.dashboard]: {
    screens: [
      plain(paths.integrator.dashboard, 'Integrador aprovado', 'Dashboard'),
      state(paths.integrator.dashboard, 'Integrador aprovado', 'Dashboard', 'navigation drawer', openDrawer, 'mobile'),
      state(paths.integrator.dashboard, 'Integrador aprovado', 'Dashboard', 'cards and chart loaded', async (page) => {
        await page.getByTestId('monthly-proposals-chart').waitFor();
      }),
      state(paths.integrator.dashboard, 'Integrador aprovado', 'Dashboard', 'notices bell', async (page) => {
        await page.getByTestId('notices-bell').click();
        await page.getByTestId('bell-notice').first().waitFor();
      }),
    ],
  },
  [paths.integrator.submitProposal]: {
    screens: [
      plain(paths.integrator.submitProposal, 'Integrador aprovado', 'Subir Proposta'),
      state(paths.integrator.submitProposal, 'Integrador aprovado', 'Subir Proposta', 'step 1 refused', async (page) => {
        await freshWizard(page);
        await nextButton(page).click();
        await page.locator('form [aria-invalid="true"]').first().waitFor();
      }),
      state(paths.integrator.submitProposal, 'Integrador aprovado', 'Subir Proposta', 'step 2 (project)', async (page) => {
        await freshWizard(page);
        await fillClient(page, wizardFiles());
        await nextTo(page, 'Dados do Projeto');
      }),
      state(paths.integrator.submitProposal, 'Integrador aprovado', 'Subir Proposta', 'step 4 (banking), filled, draft saved', async (page) => {
        await freshWizard(page);
        await reachBanking(page, wizardFiles());
        await fillBanking(page, wizardFiles());
        await page.getByRole('button', { name: 'Salvar Rascunho' }).click();
        await page.getByTestId('toast').filter({ hasText: proposalsText.draftSavedTitle }).waitFor();
      }),
      state(paths.integrator.submitProposal, 'Integrador aprovado', 'Subir Proposta', 'draft offer', async (page) => {
        await page.getByTestId('draft-offer').waitFor();
      }),
    ],
  },
  [paths.integrator.generateLink]: {
    screens: [
      plain(paths.integrator.generateLink, 'Integrador aprovado', 'Gerar Link de Proposta'),
      state(paths.integrator.generateLink, 'Integrador aprovado', 'Gerar Link de Proposta', 'a link generated, revoke asked', async (page) => {
        await page.getByLabel(/Nome do cliente/).fill('Ana Cliente');
        await page.getByLabel(/Telefone ou e-mail do cliente/).fill('(11) 98765-4321');
        await page.getByRole('button', { name: 'Gerar link' }).click();
        await page.getByRole('button', { name: 'Copiar link' }).waitFor();
        await page.getByRole('listitem', { name: 'Ana Cliente' }).getByRole('button', { name: 'Revogar' }).click();
        await dialog(page).waitFor();
      }),
    ],
  },
  [paths.integrator.kanban]: {
    screens: [
      plain(paths.integrator.kanban, 'Integrador aprovado', 'Propostas da Empresa'),
      state(paths.integrator.kanban, 'Integrador aprovado', 'Propostas da Empresa', "details, 'Instalação' tab with the next milestone's form", async (page) => {
        await page.getByTestId('column-aprovada').getByRole('button', { name: /^Ver Detalhes/ }).first().click();
        await dialog(page).getByRole('tab', { name: 'Instalação' }).click();
        await dialog(page).getByTestId('milestone-form').waitFor();
      }),
    ],
  },
  [paths.integrator.cashback]: { screens: [plain(paths.integrator.cashback, 'Integrador aprovado', 'Cashback')] },
  [paths.integrator.finance]: { screens: [plain(paths.integrator.finance, 'Integrador aprovado', 'Financeiro')] },
  [paths.integrator.team]: { screens: [plain(paths.integrator.team, 'Integrador aprovado', 'Equipe')] },
  [paths.integrator.integrations]: { screens: [plain(paths.integrator.integrations, 'Integrador aprovado', 'Integrações')] },
  [paths.integrator.profile]: {
    screens: [
      plain(paths.integrator.profile, 'Integrador aprovado', 'Meu Perfil'),
      state(paths.integrator.profile, 'Integrador aprovado', 'Meu Perfil', 'crop dialog', async (page) => {
        const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGP4Oo8bK2IYWhIAq6BngRWQ6cAAAAAASUVORK5CYII=', 'base64');
        await page.getByTestId('photo-input').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png });
        await dialog(page).getByRole('slider', { name: 'Zoom' }).waitFor();
      }),
      state(paths.integrator.profile, 'Integrador aprovado', 'Meu Perfil', 'change password dialog', async (page) => {
        await page.getByRole('button', { name: 'Trocar Senha' }).click();
        await dialog(page).getByText('Senha atual').waitFor();
      }),
    ],
  },
};

/** Screens outside paths.ts that people still reach: the 404 page. */
export const extraScreens: Screen[] = [plain('/pagina-que-nao-existe', 'anonymous', 'Página não encontrada')];
