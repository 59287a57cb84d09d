#!/usr/bin/env node
/**
 * Every callable's cold and warm time on the emulators (issue 46). A benchmark, not a test: it
 * exits 0 when it could run, whatever the numbers.
 *
 *   node scripts/callable-bench.mjs [--json] [--runs 10] [--no-build] [--no-settle] [--warm] [--label <text>]
 *   node scripts/callable-bench.mjs --compare before.json after.json …   (--json outputs side by side)
 *
 * Builds the functions (unless --no-build), starts Auth + Functions + Firestore as our scripts do
 * (`firebase emulators:exec` with firebase.headless.json, scripts/lib/emulators.mjs), loads the
 * demo seed (scripts/seed.mjs, which also warms the triggers it waits on) and then, inside the
 * same emulators, runs this script again with `--measure`: it signs in the seed's personas and,
 * for every callable the Functions emulator lists (its /backends route: so none is forgotten),
 * times the first call after start (cold: the emulator starts one worker per function) and then
 * `--runs` calls more (warm p50/p95), each with an input from the seed. A call the handler
 * refuses with a domain error still measures the whole round trip; the table says what each
 * call answered. Before every cold call it waits (at most 8 s) until the machine's CPUs are
 * mostly idle, so the triggers an earlier call fired do not count in the next cold start;
 * `--no-settle` skips that (e.g. when measuring under load on purpose).
 * Prints a markdown table, or JSON with `--json`. The emulators' output: .logs/callable-bench.log.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] !== undefined ? args[at + 1] : fallback;
};
const runs = Number(option('--runs', '10'));
const settleFirst = !args.includes('--no-settle');
// --warm: every callable is called once, unauthenticated, before the timed calls (as `npm start` and the test tiers 4–6 do), so "cold" is the first real call after that warm-up.
const warmFirst = args.includes('--warm');
const measureInto = option('--measure', null);

if (measureInto) await measure(measureInto);
else if (args[0] === '--compare') console.log(comparison(args.slice(1).map((file) => JSON.parse(readFileSync(file, 'utf8')))));
else await main();

/** `--compare a.json b.json …`: several runs' --json outputs side by side, one column group per run. */
function comparison(results) {
  const names = [...new Set(results.flatMap((result) => result.functions.map((f) => f.name)))];
  const of = (result, name) => result.functions.find((f) => f.name === name);
  const cell = (f) => (f ? `${f.coldMs} / ${f.p50Ms} / ${f.p95Ms}` : '–');
  const summary = (result) => {
    const colds = result.functions.map((f) => f.coldMs).sort((a, b) => a - b);
    const p50s = result.functions.map((f) => f.p50Ms).sort((a, b) => a - b);
    return `cold median ${percentile(colds, 50)}, max ${colds.at(-1)}; p50 median ${percentile(p50s, 50)}, max ${p50s.at(-1)}`;
  };
  return [
    `| callable | ${results.map((result) => `${result.label || result.at}: cold / p50 / p95 ms`).join(' | ')} |`,
    `|---|${results.map(() => '---:').join('|')}|`,
    ...names.map((name) => `| ${name} | ${results.map((result) => cell(of(result, name))).join(' | ')} |`),
    `| **all** | ${results.map(summary).join(' | ')} |`,
  ].join('\n');
}

// ─── Outside the emulators: build, start, print ────────────────────────────────────────────────

async function main() {
  const { firestoreEmulatorSetup } = await import('./lib/emulators.mjs');
  const { headlessConfig } = await import('./lib/firebase-config.mjs');
  const { runLogged } = await import('./lib/proc.mjs');
  const { sweepEmulatorEngines } = await import('./lib/emulator-leftovers.mjs');
  const setup = firestoreEmulatorSetup();
  if (setup.blocker) {
    console.error(`callable-bench: the Firestore emulator cannot start here: ${setup.blocker}.`);
    process.exit(1);
  }
  const log = resolve(root, '.logs/callable-bench.log');
  mkdirSync(resolve(log, '..'), { recursive: true });
  writeFileSync(log, '');
  const json = args.includes('--json');
  const say = (line) => (json ? process.stderr : process.stdout).write(`${line}\n`);
  if (!args.includes('--no-build')) {
    say('▶ Building the functions…');
    if ((await runLogged('npm', ['run', 'build', '--workspace', 'functions'], { cwd: root, log })) !== 0) {
      console.error(`callable-bench: the functions build failed; see ${relative(root, log)}`);
      process.exit(1);
    }
  }
  const out = join(tmpdir(), `callable-bench-${process.pid}.json`);
  rmSync(out, { force: true });
  const inner = ['node scripts/seed.mjs', `node scripts/callable-bench.mjs --measure ${out} --runs ${runs}${settleFirst ? '' : ' --no-settle'}${warmFirst ? ' --warm' : ''}`].join(' && ');
  say(`▶ Starting Auth + Functions + Firestore, seeding, measuring (log: ${relative(root, log)})…`);
  const started = Date.now();
  const code = await new Promise((done) => {
    // Its own process group, stopped as a whole on Ctrl-C; the engines it leaves are swept below.
    const child = spawn(resolve(root, 'node_modules/.bin/firebase'), ['emulators:exec', ...headlessConfig(), '--project', 'demo-solarcred', '--only', 'auth,functions,firestore', inner], {
      cwd: root,
      env: { ...process.env, ...setup.env, FIREBASE_STORAGE_EMULATOR_HOST: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => writeFileSync(log, chunk, { flag: 'a' }));
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.exitCode === null && process.kill(-child.pid, 'SIGINT'));
    child.on('exit', (exitCode, signal) => done(exitCode ?? (signal ? 1 : 0)));
  });
  await sweepEmulatorEngines();
  let result;
  try {
    result = JSON.parse(readFileSync(out, 'utf8'));
  } catch {
    console.error(`callable-bench: no measurements (emulators:exec exit ${code}); see ${relative(root, log)}`);
    process.exit(1);
  }
  rmSync(out, { force: true });
  result.label = option('--label', '');
  result.wallSeconds = Math.round((Date.now() - started) / 1000);
  if (json) console.log(JSON.stringify(result, null, 2));
  else console.log(table(result));
}

function table({ label, at, cpus: cores, loadBefore, runs: count, settle, warmUp, functions }) {
  const first = warmUp ? `cold = first call after a warm-up (${warmUp.warmed} callables called once, unauthenticated, median ${warmUp.coldMs} ms)` : 'cold = first call after start';
  const lines = [
    `Callables on the emulators${label ? ` (${label})` : ''}: ${at}, ${cores} CPUs, load average ${loadBefore} at the start; ${first}, warm = ${count} calls more${settle ? '; CPUs settled before each cold call' : ''}.`,
    '',
    '| callable | as | cold ms | warm p50 ms | warm p95 ms | answers |',
    '|---|---|---:|---:|---:|---|',
    ...functions.map((f) => `| ${f.name} | ${f.persona} | ${f.coldMs} | ${f.p50Ms} | ${f.p95Ms} | ${answers(f.answers)} |`),
  ];
  const colds = functions.map((f) => f.coldMs).sort((a, b) => a - b);
  const p50s = functions.map((f) => f.p50Ms).sort((a, b) => a - b);
  lines.push('', `${functions.length} callables; cold: median ${percentile(colds, 50)} ms, max ${colds.at(-1)} ms; warm p50: median ${percentile(p50s, 50)} ms, max ${p50s.at(-1)} ms.`);
  return lines.join('\n');
}

// A declaration, not a const: table() runs from the top-level await above this line.
function answers(counts) {
  return Object.entries(counts)
    .map(([answer, n]) => `${answer} ×${n}`)
    .join(', ');
}

function percentile(sorted, p) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

// ─── Inside the emulators: sign in, call, time ─────────────────────────────────────────────────

async function measure(out) {
  const { initializeApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const { loadMemorySeed } = await import('./lib/memory-seed.mjs');
  const { listCallables, warmCallables } = await import('./lib/warm-callables.mjs');
  const { DEMO_PASSWORD } = await loadMemorySeed();
  const ports = JSON.parse(readFileSync(resolve(root, 'firebase.json'), 'utf8')).emulators;
  const project = process.env.GCLOUD_PROJECT ?? 'demo-solarcred';
  const functionsOrigin = `http://127.0.0.1:${ports.functions.port}`;
  const db = getFirestore(initializeApp({ projectId: project }));
  const loadBefore = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

  /** Every callable the Functions emulator loaded, in its order. */
  const callables = await listCallables(functionsOrigin);
  const names = callables.map((callable) => callable.name);
  const regionOf = new Map(callables.map((callable) => [callable.name, callable.region]));

  const signIn = async (email) => {
    const response = await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD, returnSecureToken: true }),
    });
    const answer = await response.json();
    if (!answer.idToken) throw new Error(`sign-in of ${email}: ${JSON.stringify(answer.error)}`);
    return answer.idToken;
  };
  const tokens = {
    admin: await signIn('admin@solarcred.demo'),
    titular: await signIn('integrador@solarcred.demo'),
    vendedor: await signIn('vendedor@solarcred.demo'),
    documentacao: await signIn('documentacao@solarcred.demo'),
    novo: await signIn('novo@solarcred.demo'),
    guest: null,
  };

  const call = async (name, data, token) => {
    const began = performance.now();
    const response = await fetch(`${functionsOrigin}/${project}/${regionOf.get(name)}/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ data }),
    });
    const body = await response.json().catch(() => ({}));
    const ms = Math.round(performance.now() - began);
    return { ms, body, answer: body.error ? body.error.status : response.ok ? 'ok' : `HTTP ${response.status}` };
  };

  const context = await seedContext(db);
  const plans = inputs(context);
  // The client library's connection to the emulator, opened before the first timed call.
  await fetch(`${functionsOrigin}/backends`);
  const warmUp = warmFirst ? await warmCallables({ origin: functionsOrigin, project }) : null;
  if (warmUp) process.stdout.write(`callable-bench: warmed ${warmUp.warmed} callables first (median first call ${warmUp.coldMs} ms)\n`);
  // The inputs' order (a link made before the guest's calls on it, revoked after them), then any callable without one.
  const ordered = [...Object.keys(plans).filter((name) => names.includes(name)), ...names.filter((name) => !plans[name])];
  const functions = [];
  for (const name of ordered) {
    const plan = plans[name] ?? { as: 'admin', data: () => ({}) };
    if (settleFirst) await cpusSettled();
    const times = [];
    const counts = {};
    const messages = {};
    for (let i = 0; i <= runs; i++) {
      const data = await plan.data(i, context);
      const { ms, answer, body } = await call(name, data, tokens[plan.as]);
      times.push(ms);
      counts[answer] = (counts[answer] ?? 0) + 1;
      if (answer !== 'ok') messages[answer] ??= body.error?.message ?? '';
      if (answer === 'ok') await plan.after?.(body.result, context);
    }
    const warm = times.slice(1).sort((a, b) => a - b);
    functions.push({ name, persona: plan.as, coldMs: times[0], p50Ms: percentile(warm, 50), p95Ms: percentile(warm, 95), warmMs: times.slice(1), answers: counts, messages, planned: Boolean(plans[name]) });
    process.stdout.write(`callable-bench: ${name} cold ${times[0]} ms, warm p50 ${percentile(warm, 50)} ms\n`);
  }
  writeFileSync(out, JSON.stringify({ at: new Date().toISOString(), cpus: cpus().length, loadBefore, runs, settle: settleFirst, warmUp, functions }));
}

/** Waits until the CPUs were less than half busy over 250 ms (at most 8 s), from /proc/stat. */
async function cpusSettled() {
  const sample = () => {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const idle = fields[3] + fields[4];
    return { idle, total: fields.reduce((sum, value) => sum + value, 0) };
  };
  const deadline = Date.now() + 8000;
  while (Date.now() < deadline) {
    const before = sample();
    await new Promise((done) => setTimeout(done, 250));
    const after = sample();
    const busy = 1 - (after.idle - before.idle) / Math.max(1, after.total - before.total);
    if (busy < 0.5) return;
  }
}

/** The seed's documents the inputs refer to, read from the emulator (ids are the seed's). */
async function seedContext(db) {
  const proposals = (await db.collection('propostas').get()).docs.map((doc) => ({ id: doc.id, ...doc.data() }));
  const of = (status, owner = 'int-aprovado') => proposals.filter((p) => p.status === status && p.integrador_id === owner);
  const pending = [];
  for (const proposal of of('pendente_correcao')) {
    for (const item of (await db.collection(`propostas/${proposal.id}/pendencias`).get()).docs) pending.push({ propostaId: proposal.id, itemId: item.id });
  }
  const line = (await db.collection('linhas_credito').doc('credito_trabalhador').get()).data() ?? {};
  const rate = (await db.collection('cashback_taxas').doc('credito_trabalhador').get()).data() ?? {};
  const cycles = (await db.collection('cashback_ciclos').get()).docs.map((doc) => doc.id);
  return {
    sent: of('enviada')[0]?.id,
    inReview: of('em_analise').map((p) => p.id),
    approved: of('aprovada').map((p) => p.id),
    pending,
    lineVersion: line.versao ?? 0,
    rateVersion: rate.versao ?? 0,
    cycles,
    links: [],
    invitations: [],
    unique: (prefix) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
  };
}

/**
 * What each callable is called with, as whom (`as`: a persona of the seed, or 'guest': no
 * token), per call `i`; `after` keeps what a successful call returned for later callables.
 */
function inputs(ctx) {
  const alternate = (i, a, b) => (i % 2 === 0 ? a : b);
  const link = () => ctx.links.at(-1) ?? { id: 'nenhum', token: 'nenhum' };
  return {
    // Integrator onboarding and review.
    submitIntegratorProfile: { as: 'novo', data: () => ({ nome_empresa: 'Bench Solar' }) },
    refreshIntegratorStatus: { as: 'documentacao', data: () => ({}) },
    approveIntegrator: { as: 'admin', data: () => ({ integratorId: 'int-analise' }) },
    rejectIntegrator: { as: 'admin', data: () => ({ integratorId: 'int-legado', motivo: 'Documentação ilegível (bench)' }) },
    editIntegrator: {
      as: 'admin',
      data: (i) => ({ integratorId: 'int-aprovado-2', nome_empresa: 'Luz do Cerrado Solar', cnpj: '12ABC34501DE35', email: 'luz@solarcred.demo', telefone: alternate(i, '62933334444', '62933335555'), cep: '74000000', street: 'Rua 1', number: '1', complement: '', neighborhood: 'Centro', city: 'Goiânia', state: 'GO' }),
    },
    // Notices and profile.
    createNotice: { as: 'admin', data: () => ({ noticeId: ctx.unique('aviso'), titulo: 'Bench', conteudo: 'Aviso do benchmark', destinatario_tipo: 'todos' }) },
    deleteNotice: { as: 'admin', data: (i) => ({ noticeId: i === 0 ? 'aviso-especifico' : ctx.unique('aviso') }) },
    setProfilePhoto: { as: 'titular', data: () => ({ path: 'profile-photos/int-aprovado/foto_1773150000000.png' }) },
    // Proposals: the board, the details, comments, the wizard.
    moveProposal: { as: 'admin', data: (i) => ({ propostaId: ctx.inReview[0], status: alternate(i, 'pendente_correcao', 'em_analise'), motivo: 'Falta a fatura (bench)' }) },
    editProposal: { as: 'admin', data: (i) => ({ propostaId: ctx.inReview[1], prioridade: alternate(i, 'alta', 'media'), valor_proposta: alternate(i, 2_750_000, 2_800_000) }) },
    addComment: { as: 'titular', data: (i) => ({ propostaId: ctx.sent, commentId: ctx.unique(`c${i}`), comentario: `Comentário ${i} do benchmark` }) },
    createProposal: { as: 'titular', data: () => ({ id: ctx.unique('p') }) },
    // Pending items.
    addPendingItem: { as: 'admin', data: () => ({ propostaId: ctx.inReview[2], itemId: ctx.unique('pend'), tipo: 'outro', texto: 'Envie a fatura (bench)', exigeArquivo: false }) },
    answerPendingItem: { as: 'titular', data: () => ({ ...(ctx.pending[0] ?? { propostaId: 'nenhuma', itemId: 'nenhum' }), texto: 'Resposta do benchmark' }) },
    reviewPendingItem: { as: 'admin', data: () => ({ ...(ctx.pending[1] ?? { propostaId: 'nenhuma', itemId: 'nenhum' }), decisao: 'devolver', nota: 'Ilegível (bench)' }) },
    // Credit lines, installation, cashback.
    updateCreditLine: {
      as: 'admin',
      data: () => ({ id: 'credito_trabalhador', ativa: true, taxas: { 12: 2.49, 24: 2.69 }, valor_min_centavos: 100_000, valor_max_centavos: 10_000_000, tarifa_centavos: 0, nota: 'bench', versao: ctx.lineVersion }),
      after: () => {
        ctx.lineVersion += 1;
      },
    },
    markMilestone: { as: 'titular', data: () => ({ propostaId: ctx.approved[0], marco: 'contrato_assinado', data: new Date().toISOString().slice(0, 10), arquivos: [] }) },
    undoMilestone: { as: 'admin', data: () => ({ propostaId: ctx.approved[0], marco: 'contrato_assinado', motivo: 'Marcado por engano (bench)' }) },
    updateCashbackRate: {
      as: 'admin',
      data: (i) => ({ id: 'credito_trabalhador', percentual: alternate(i, 1.5, 1.25), versao: ctx.rateVersion }),
      after: () => {
        ctx.rateVersion += 1;
      },
    },
    releaseCashback: { as: 'admin', data: () => ({ propostaId: ctx.cycles[0] ?? 'nenhuma', data_liberacao: new Date().toISOString().slice(0, 10) }) },
    recordCashbackPayouts: { as: 'admin', data: () => ({ pagamentos: [] }) },
    recordCashbackClawback: { as: 'admin', data: () => ({ propostaId: ctx.approved[1], motivo: 'bench' }) },
    recordCashbackRecovery: { as: 'admin', data: () => ({ propostaId: ctx.approved[1], data_recuperacao: new Date().toISOString().slice(0, 10), referencia: 'bench' }) },
    savePayoutDestination: { as: 'titular', data: () => ({ pix: { tipo: 'email', chave: 'financeiro@solnascente.com.br' }, conta_bancaria: { banco: '341', agencia: '0001', conta: '12345', digito: '6', tipo: 'corrente' } }) },
    // Customer links: the integrator's, then the guest's page on the last link made.
    createCustomerLink: {
      as: 'titular',
      data: (i) => ({ clienteNome: `Cliente ${i} do benchmark`, contato: '(11) 98888-7777' }),
      after: (result) => {
        ctx.links.push(result);
      },
    },
    renewCustomerLink: {
      as: 'titular',
      data: () => ({ id: link().id }),
      after: (result) => {
        if (result?.token) ctx.links.push(result);
      },
    },
    openCustomerLink: { as: 'guest', data: () => ({ token: link().token }) },
    watchCustomerLink: { as: 'guest', data: () => ({ token: link().token }) },
    authorizeCustomerUpload: { as: 'guest', data: () => ({ token: link().token }) },
    submitCustomerApplication: { as: 'guest', data: () => ({ token: link().token, dados: {} }) },
    answerCustomerPendingItem: { as: 'guest', data: () => ({ token: link().token, itemId: 'nenhum', texto: 'bench' }) },
    revokeCustomerLink: { as: 'titular', data: (i) => ({ id: ctx.links[i]?.id ?? 'nenhum' }) },
    // Teams.
    inviteMember: {
      as: 'titular',
      data: () => ({ nome: 'Pessoa Convidada', email: `${ctx.unique('convite')}@example.com`, papel: 'vendedor' }),
      after: (result) => {
        ctx.invitations.push(result);
      },
    },
    renewInvitation: { as: 'titular', data: () => ({ id: ctx.invitations.at(-1)?.id ?? 'nenhum', enviar: false }) },
    previewInvitation: { as: 'guest', data: () => ({ token: 'convite-inexistente' }) },
    acceptInvitation: { as: 'novo', data: () => ({ token: 'convite-inexistente' }) },
    changeMemberRole: { as: 'titular', data: (i) => ({ uid: 'equipe-vendedor', papel: alternate(i, 'gestor', 'vendedor') }) },
    deactivateMember: { as: 'titular', data: () => ({ uid: 'equipe-vendedora' }) },
    reactivateMember: { as: 'titular', data: () => ({ uid: 'equipe-vendedora' }) },
    memberSignIns: { as: 'admin', data: () => ({ empresa: 'int-aprovado' }) },
  };
}
