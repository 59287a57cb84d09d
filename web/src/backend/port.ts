/**
 * The backend port: everything features may ask of the backend. Two adapters implement it:
 * `firebase/` (production, emulators) and `memory/` (demo and browser tests). Features import
 * from `src/backend`, never from an adapter or an SDK.
 */
import type {
  Integrator,
  IntegratorStats,
  PortfolioProject,
  Profile,
  Proposal,
  ProposalStats,
  StatusHistoryEntry,
  StoredDocument,
} from '@solarcred/domain/model';
import type { SubmitProfileInput } from '@solarcred/domain/schemas/profile-submit';
import type { AdminIntegratorEditValues } from '@solarcred/domain/schemas/misc';
import type { AdminIntegratorTab, Role } from '@solarcred/domain/options';
import type { ProposalStatsPort } from './port-proposal-stats';
import type { NoticesPort } from './port-notices';
import type { ProfilePort } from './port-profile';
import type { ProposalDetailsPort } from './port-proposal-details';
import type { BoardPort } from './port-board';
import type { CommentsPort } from './port-comments';
import type { ProposalSubmitPort } from './port-proposals';
import type { PendingItemsPort } from './port-pending-items';
import type { OutboxPort } from './port-mail';
import type { SlaPort } from './port-sla';
import type { ContactPort } from './port-contact';
import type { CreditLinesPort } from './port-credit-lines';
import type { InstallationPort } from './port-installation';
import type { CashbackPort } from './port-cashback';
import type { FundingPort } from './port-funding';
import type { CustomerLinksPort } from './port-customer-links';
import type { TeamPort } from './port-team';
import type { ContractsPort } from './port-contracts';
import type { IntegrationsPort } from './port-integrations';
import type { EnergyPort } from './port-energy';
import type { AnalyticsPort } from './port-analytics';
import type { ExportsPort } from './port-exports';
import type { ConsentPort } from './port-consent';
import type { PrivacyPort } from './port-privacy';
import type { AuditPort } from './port-audit';
import type { RetentionPort } from './port-retention';
import type { SessionCompany } from '@solarcred/domain/team/session-company';

export type Unsubscribe = () => void;

export interface SessionUser {
  uid: string;
  email: string;
}

/**
 * The signed-in person as the app sees it. `role` comes from the token's custom claim (the
 * source of truth for rules); profile and integrator record arrive from live listeners.
 */
export type Session =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | {
      status: 'signed-in';
      user: SessionUser;
      /** null while the sign-up trigger has not yet set the claim. */
      role: Role | null;
      profile: Profile | null;
      /** The titular's own company record (null for a gestor or vendedor); undefined while it is still loading. */
      integrator: Integrator | null | undefined;
      /** The company the integrator works for and its role there (issue 29); undefined while loading, null for admins. */
      company: SessionCompany | null | undefined;
    };

/** Auth failures carry Firebase's error codes in both adapters, so the UI maps them once. */
export class BackendError extends Error {
  constructor(
    readonly code: string,
    message?: string,
  ) {
    super(message ?? code);
    this.name = 'BackendError';
  }
}

export interface AuthPort {
  signIn(email: string, password: string): Promise<void>;
  signUp(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  /** Sends the reset e-mail whose link lands on /reset-password?oobCode=…. */
  sendPasswordReset(email: string): Promise<void>;
  /** Returns the account e-mail the code belongs to. */
  verifyPasswordResetCode(code: string): Promise<string>;
  confirmPasswordReset(code: string, newPassword: string): Promise<void>;
  /** Re-authenticates the signed-in user with `current`, then sets `next` ('Trocar Senha'). */
  changePassword(current: string, next: string): Promise<void>;
  /**
   * Sends the signed-in user the link that confirms its e-mail, back to the current page
   * (issue 45: accepting an invitation needs it). The demo has no inbox: its link counts as followed.
   */
  sendEmailVerification(): Promise<void>;
}

export interface SessionSource {
  subscribe(listener: () => void): Unsubscribe;
  getSnapshot(): Session;
}

export interface DemoAccount {
  email: string;
  password: string;
  label: string;
}

export interface DemoEmail {
  to: string;
  subject: string;
  link: string;
  sentAt: number;
}

/** Only the memory adapter has this: demo accounts, the e-mails it "sent", and a reset. */
export interface DemoControls {
  accounts: readonly DemoAccount[];
  /** E-mails the demo would have sent (password reset links), newest last. */
  outbox(): readonly DemoEmail[];
  reset(): void;
}

/** A live query: the listener gets every new result; onError once if the listener fails. */
export type Live<T> = (listener: (value: T) => void, onError: (error: unknown) => void) => Unsubscribe;

/** A file as uploaded to Storage, before the server stamps `enviado_em`. */
export type UploadedFile = Omit<StoredDocument, 'enviado_em'>;

/** Called with the uploaded fraction (0..1) while a file goes up. */
export type UploadProgress = (fraction: number) => void;

/** The signed-in integrator's own operations (onboarding). */
export interface IntegratorPort {
  /**
   * Uploads a file into the caller's folder `integrador-documents/{uid}/{name}_{timestamp}.{ext}`;
   * `name` is e.g. 'contrato_social' or 'projects/Cliente_art'.
   */
  uploadDocument(name: string, file: File, onProgress?: UploadProgress): Promise<UploadedFile>;
  /** The submit-profile callable: saves data, documents and projects; sets the status. */
  submitProfile(input: SubmitProfileInput): Promise<{ status: string }>;
  /** The refresh-status callable; returns the status and the message to show. */
  refreshStatus(): Promise<{ status: string; message: string }>;
}

export interface DashboardStats {
  integradores: IntegratorStats | null;
  propostas: ProposalStats | null;
}

/** One window of a 'Gerenciar Integradores' tab: never the whole collection. */
export interface IntegratorListQuery {
  tab: AdminIntegratorTab;
  /** A term from `searchTermOf` (matched against `search_tokens`); '' lists the whole tab. */
  term: string;
  /** How many, newest first: a page of 20 that 'Carregar mais' grows by 20. */
  limit: number;
}

/** Administrator reads and commands on integrators (dashboard, 'Gerenciar Integradores'). */
export interface AdminPort {
  /** stats/integradores and stats/propostas: two documents, whatever the collection sizes. */
  stats: Live<DashboardStats>;
  /** Integrators with one status, newest first, at most `limit`. */
  integratorsByStatus(status: string, limit: number): Live<Integrator[]>;
  /** The management list: one tab's integrators, optionally searched, newest first, at most `limit`. */
  integratorList(query: IntegratorListQuery): Live<Integrator[]>;
  /**
   * How many integrators hold the search term, in one tab or (null) in every status: an
   * aggregation query, billed one read per 1,000 matches rather than one per document.
   */
  countSearchMatches(term: string, tab: AdminIntegratorTab | null): Promise<number>;
  /** The most recent proposals, newest first. */
  recentProposals(limit: number): Live<Proposal[]>;
  /** The newest `limit` status changes, newest first. */
  history(integratorId: string, limit: number): Live<StatusHistoryEntry[]>;
  /** The newest `limit` portfolio projects, newest first. */
  projects(integratorId: string, limit: number): Promise<PortfolioProject[]>;
  /**
   * The bytes of a stored file, downloaded through the Storage rules (never a permanent
   * download-token URL): the caller shows them through an object URL it revokes.
   */
  fileBlob(path: string): Promise<Blob>;
  approveIntegrator(integratorId: string): Promise<void>;
  rejectIntegrator(integratorId: string, motivo: string): Promise<void>;
  editIntegrator(integratorId: string, values: AdminIntegratorEditValues): Promise<void>;
}

/** A crash or an error the user chose to report (error_reports, create-only). */
export interface ErrorReport {
  message: string;
  stack?: string | undefined;
  componentStack?: string | undefined;
  url: string;
}

export interface Backend {
  readonly kind: 'firebase' | 'memory';
  /** Stores the report for the team when someone is signed in (the rules require it). */
  reportError(report: ErrorReport): Promise<void>;
  readonly auth: AuthPort;
  readonly session: SessionSource;
  readonly integrator: IntegratorPort;
  readonly admin: AdminPort;
  readonly board: BoardPort;
  readonly demo: DemoControls | null;
  readonly proposalStats: ProposalStatsPort;
  readonly notices: NoticesPort;
  readonly profile: ProfilePort;
  readonly proposalDetails: ProposalDetailsPort;
  readonly comments: CommentsPort;
  readonly proposalSubmit: ProposalSubmitPort;
  readonly pendingItems: PendingItemsPort;
  /** The demo's e-mail outbox; null on Firebase, where no client reads mail/{id} (the rules). */
  readonly outbox: OutboxPort | null;
  readonly sla: SlaPort;
  readonly contact: ContactPort;
  readonly creditLines: CreditLinesPort;
  readonly installation: InstallationPort;
  readonly cashback: CashbackPort;
  /** Funding by milestone (issue 48): plans, tranches, the queue, the company's fundings. */
  readonly funding: FundingPort;
  readonly customerLinks: CustomerLinksPort;
  readonly team: TeamPort;
  /** The credit contract (issue 47): a proposal's versions, 'Gerar contrato', the PDFs, the template. */
  readonly contracts: ContractsPort;
  /** The partner API (issue 52): the titular's keys, webhooks and their deliveries. */
  readonly integrations: IntegrationsPort;
  /** Issue 49: the energy settings and tariff table (publico/energia). */
  readonly energy: EnergyPort;
  /** Issue 50: the lender's analytics (counter documents only). */
  readonly analytics: AnalyticsPort;
  /** Issue 50: exports of proposals, integrators and ledgers. */
  readonly exports: ExportsPort;
  /** Issue 51: versioned terms and privacy notice, acceptances. */
  readonly consent: ConsentPort;
  /** Issue 51: the data subject's requests and the admin's queue. */
  readonly privacy: PrivacyPort;
  /** Issue 51: the audit trail; admins open documents through it. */
  readonly audit: AuditPort;
  /** Issue 51: the retention sweep's log. */
  readonly retention: RetentionPort;
}
