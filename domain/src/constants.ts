/** Business constants and limits (section 9 of both specification files). */

const MB = 1024 * 1024;

export const files = {
  maxBytes: 5 * MB,
  maxMegabytes: 5,
  /** Extensions accepted for documents and proposal attachments. */
  documentExtensions: ['pdf', 'jpg', 'jpeg', 'png'] as const,
  documentContentTypes: ['application/pdf', 'image/jpeg', 'image/png'] as const,
  maxPhotosPerProject: 3,
  projectSlots: 3,
  requiredDocuments: 6,
  photoContentTypes: ['image/jpeg', 'image/png', 'image/webp'] as const,
  photoExtensions: ['jpeg', 'jpg', 'png', 'webp'] as const,
} as const;

/**
 * How long a file transfer may hang before the person is told (issue 26). The Storage SDK retries
 * a dead connection for up to 10 minutes (uploads) or 2 (downloads) in silence; a person on a bad
 * mobile connection, or on emulators without Storage, must hear in seconds and keep what they did.
 */
export const transfers = {
  /** An upload that moves no byte for this long is cancelled and reported. */
  uploadStallMs: 15_000,
  /** A download (the SDK reports no progress) that has not arrived in this long is reported: a 5 MB file needs ~20 s at 2 Mbit/s. */
  downloadTimeoutMs: 30_000,
} as const;

export const identifiers = {
  cpfLength: 11,
  cnpjLength: 14,
  cepLength: 8,
  phoneLengths: [10, 11] as const,
  bankCodeLength: 3,
  /** Displayed (masked) lengths. */
  cpfMaskedLength: 14,
  cnpjMaskedLength: 18,
  cepMaskedLength: 9,
  phoneMaskedLength: 15,
} as const;

export const auth = {
  minPasswordLength: 6,
} as const;

export const review = {
  deadlineWorkingDays: 5,
  firstAnalysisHours: '1 a 24 horas',
  finalApprovalHours: '24 a 48 horas úteis',
  cashbackBusinessDays: 7,
} as const;

/** Every delay in milliseconds. */
export const timings = {
  redirectAfterProfileSubmitMs: 1500,
  redirectAfterApprovalMs: 2000,
  redirectAfterPasswordResetMs: 3000,
  heroSlideMs: 5000,
  testimonialMs: 5000,
  testimonialPauseAfterManualMs: 10000,
  chatButtonDelayMs: 3000,
  chatBubbleMs: 3000,
  retryBaseDelayMs: 1000,
} as const;

export const landing = {
  heroSlides: 3,
  testimonials: 7,
  headerScrollThresholdPx: 50,
  dotNavThresholdPx: 300,
  dotNavSections: [
    'hero',
    'quem-somos',
    'solucoes-credito',
    'area-integrador',
    'como-funciona',
    'energia-solar-credito',
    'faq',
  ] as const,
} as const;

export const adminDashboard = {
  pendingApprovalList: 5,
  newSignupsList: 5,
  recentProposals: 4,
  newSignupsWindowDays: 7,
  /** 'Propostas atrasadas' (issue 15): at most this many, and this many per SLA status read. */
  lateProposals: 5,
} as const;

/** 'Gerenciar Integradores': bounded reads whatever the collection size (docs/performance.md). */
export const adminIntegratorList = {
  /** Rows per page; 'Carregar mais' grows the live window by as many. */
  pageSize: 20,
  /** Status changes shown in the details dialog, newest first. */
  detailsHistory: 50,
  /** Portfolio projects shown in the details dialog, newest first (the wizard keeps a few). */
  detailsProjects: 20,
} as const;

export const layout = {
  sidebarExpandedPx: 256,
  sidebarCollapsedPx: 80,
} as const;

export const comments = {
  maxLength: 500,
} as const;

/**
 * Upper bounds on every string and list a client may send (forms and callables share them), so
 * no payload can grow a document or a log without limit.
 */
export const inputLimits = {
  /** Names, short texts, address parts, titles. */
  name: 200,
  /** Free text: notice content, reasons. */
  freeText: 2000,
  fileName: 200,
  /** RFC 5321's longest address. */
  email: 254,
  /** Any masked identifier (CPF, CNPJ, CEP, phone, bank code) as typed. */
  identifier: 40,
  /** Firestore document ids and Auth uids. */
  id: 128,
  storagePath: 500,
  contentType: 100,
  /** Firebase Auth accepts up to 4096; nobody types more than this. */
  password: 128,
} as const;

export const bells = {
  recentMessages: 5,
  recentNotices: 5,
  badgeCap: 9,
  messagesWindowMinutes: 60,
  noticesWindowDays: 7,
} as const;

export const kanban = {
  columns: 7,
  dragActivationPx: 8,
  columnWidthPx: 320,
} as const;

export const viewer = {
  minZoom: 25,
  maxZoom: 300,
  zoomStep: 25,
  frameWidth: 800,
  frameHeight: 600,
} as const;

export const proposalWizard = {
  steps: 4,
  defaultInstallments: 12,
} as const;

export const crop = {
  canvasPx: 300,
  minZoom: 0.5,
  maxZoom: 3,
  zoomStep: 0.1,
  minRotation: -180,
  maxRotation: 180,
  rotationStep: 15,
  jpegQuality: 0.9,
  outputName: 'profile-image.jpg',
} as const;

export const errorLog = {
  maxStored: 100,
  retryAttempts: 3,
} as const;

export const storageKeys = {
  proposalDraft: 'proposal_draft',
  /** Followed by the uid: one profile-wizard draft per account. */
  profileDraftPrefix: 'profile_wizard_draft:',
  lastViewedMessages: 'messages_last_viewed_at',
  errorLog: 'solarcred_error_log',
} as const;

/**
 * What this browser keeps that is personal (drafts hold CPF, CNPJ, phones, addresses; the error
 * log holds messages and paths): forgotten when the user signs out.
 */
export const personalStorage = {
  keys: [storageKeys.proposalDraft, storageKeys.errorLog],
  prefixes: [storageKeys.profileDraftPrefix],
} as const;

/** Storage folders (one bucket, folders named after the old buckets). */
export const storageFolders = {
  integratorDocuments: 'integrador-documents',
  proposalAttachments: 'propostas-anexos',
  notices: 'avisos',
  profileImages: 'profile-images',
} as const;

/** The proposal dashboards (file 001 sections 2 and 9). */
export const proposalDashboards = {
  /** The static summary's approval goal and next goal. */
  approvalGoalPercent: 80,
  nextGoalProposals: 10,
  /** Months on the per-month charts, the current one included. */
  chartMonths: 12,
} as const;
