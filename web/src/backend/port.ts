/**
 * The backend port: everything features may ask of the backend. Two adapters implement it:
 * `firebase/` (production, emulators) and `memory/` (demo and browser tests). Features import
 * from `src/backend`, never from an adapter or an SDK.
 */
import type { Integrator, Profile } from '@solarcred/domain/model';
import type { Role } from '@solarcred/domain/options';

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
      /** Only for integradores; undefined while it is still loading. */
      integrator: Integrator | null | undefined;
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

export interface Backend {
  readonly kind: 'firebase' | 'memory';
  readonly auth: AuthPort;
  readonly session: SessionSource;
  readonly demo: DemoControls | null;
}
