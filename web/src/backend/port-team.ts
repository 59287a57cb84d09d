/** A company's team (issue 29): invitations and memberships. Every write is a callable. */
import type { InviteMemberInput, Invitation, InvitationPreview } from '@solarcred/domain/team/invitation';
import type { Member } from '@solarcred/domain/team/member';
import type { InvitablePapel } from '@solarcred/domain/team/roles';
import type { Live } from './port';

export interface TeamPort {
  /** inviteMember: the approved company's titular; the token travels only in the e-mail. */
  invite(input: InviteMemberInput): Promise<{ id: string }>;
  /**
   * renewInvitation: the titular sends a pending or expired invitation again under a new token (the
   * old link dies); `send` e-mails it, otherwise only the answer carries the token, to copy.
   */
  renew(id: string, send: boolean): Promise<{ id: string; token: string }>;
  /** previewInvitation: anyone holding the link sees the company, the invited name and the role (never the e-mail). */
  preview(token: string): Promise<InvitationPreview>;
  /** acceptInvitation: the signed-in account joins the invitation's company; answers which. */
  accept(token: string): Promise<{ empresa: string }>;
  /** deactivateMember: the company's titular, or an admin, turns a gestor or vendedor off. */
  deactivate(uid: string): Promise<void>;
  /** reactivateMember: the company's titular turns a deactivated gestor or vendedor back on, with its role. */
  reactivate(uid: string): Promise<void>;
  /** changeMemberRole: the company's titular makes an active gestor a vendedor or the other way round. */
  changeRole(uid: string, papel: InvitablePapel): Promise<void>;
  /** memberSignIns (admins): when each member of the company last signed in (Auth's, not Firestore's); null if never. */
  lastSignIns(companyId: string): Promise<Record<string, number | null>>;
  /** The company's memberships (the titular included), at most `limit`. */
  members(companyId: string, limit: number): Live<Member[]>;
  /** The company's invitations, newest first, at most `limit`. */
  invitations(companyId: string, limit: number): Live<Invitation[]>;
}
