/** The memory adapter: the whole backend in the browser, for `npm run demo` and browser tests. */
import { errorReportFields, errorReports } from '@solarcred/domain/data/error-reports';
import type { Backend } from '../port';
import { memoryAdmin } from './admin';
import { memoryAuth } from './auth';
import { memoryBoard } from './board';
import { memoryComments } from './comments';
import { memoryIntegrator } from './integrator';
import { memoryNotices } from './notices';
import { memoryProfile } from './profile';
import { memoryProposalSubmit } from './proposal-submit';
import { seedState, demoAccounts } from './seed';
import { memorySession } from './session';
import { memoryProposalStats } from './proposal-stats';
import { MemoryStore, putDoc } from './store';
import { memoryProposalDetails } from './proposal-details';
import { memoryInstallation } from './installation';
import { memoryPendingItems } from './pending-items';
import { memoryOutbox } from './outbox';
import { memoryCreditLines } from './credit-lines';
import { memorySla } from './sla';
import { memoryContact } from './contact';
import { memoryCashback } from './cashback';
import { memoryFunding } from './funding';
import { memoryEnergy } from './energy';
import { memoryAnalytics } from './analytics';
import { memoryExports } from './exports';
import { memoryConsent } from './consent';
import { memoryPrivacy } from './privacy';
import { memoryAudit } from './audit';
import { memoryRetention } from './retention';
import { memoryCustomerLinks } from './customer-links';
import { memoryTeam } from './team';
import { memoryContracts } from './contracts';
import { memoryIntegrations } from './integrations';
import { runDailyJobs as dailyJobs } from './daily-jobs';

const store = new MemoryStore(() => seedState());
/** The store the customer's page (guest-link.ts) shares with the app's tabs. */
export const memoryStore = store;
/** The day's scheduled work (daily-jobs.ts), as if the demo had been running at 07:00. */
const runDailyJobs = () => store.update((state) => dailyJobs(state, Date.now()));
runDailyJobs();

window.__solarcredMemory = store;

const backend: Backend = {
  kind: 'memory',
  async reportError(report) {
    const uid = store.snapshot.currentUid;
    if (!uid) return;
    const id = crypto.randomUUID();
    const fields = errorReportFields({ ...report, userAgent: navigator.userAgent }, uid);
    store.update((state) => putDoc(state, errorReports, { id, ...fields, created_at: Date.now() }));
  },
  auth: memoryAuth(store),
  session: memorySession(store),
  integrator: memoryIntegrator(store),
  admin: memoryAdmin(store),
  notices: memoryNotices(store),
  board: memoryBoard(store),
  comments: memoryComments(store),
  demo: {
    accounts: demoAccounts,
    outbox: () =>
      store.snapshot.outbox.map((mail) => ({ to: mail.to, subject: 'Redefinição de senha', link: mail.link, sentAt: mail.sentAt })),
    reset: () => {
      store.reset();
      runDailyJobs();
    },
  },
  proposalStats: memoryProposalStats(store),
  profile: memoryProfile(store),
  proposalDetails: memoryProposalDetails(store),
  proposalSubmit: memoryProposalSubmit(store),
  pendingItems: memoryPendingItems(store),
  outbox: memoryOutbox(store),
  sla: memorySla(store),
  creditLines: memoryCreditLines(store),
  installation: memoryInstallation(store),
  cashback: memoryCashback(store),
  funding: memoryFunding(store),
  customerLinks: memoryCustomerLinks(store),
  team: memoryTeam(store),
  contracts: memoryContracts(store),
  contact: memoryContact(store),
  integrations: memoryIntegrations(store),
  energy: memoryEnergy(store),
  analytics: memoryAnalytics(store),
  exports: memoryExports(store),
  consent: memoryConsent(store),
  privacy: memoryPrivacy(store),
  audit: memoryAudit(store),
  retention: memoryRetention(store),
};

export default backend;
