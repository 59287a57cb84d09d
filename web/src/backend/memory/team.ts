/**
 * The team (issue 29) over the memory store: the callables' domain decisions (inviteMember,
 * renewInvitation, previewInvitation, acceptInvitation, deactivateMember, reactivateMember, changeMemberRole) and the reads firestore.rules allows (a company's memberships and invitations:
 * its titular and admins).
 */
import { hashLinkToken, isLinkToken, newLinkToken } from '@solarcred/domain/customer-link/token';
import { integrators } from '@solarcred/domain/data/integrators';
import { invitations } from '@solarcred/domain/data/invitations';
import { members } from '@solarcred/domain/data/members';
import { profiles } from '@solarcred/domain/data/profiles';
import { proposals } from '@solarcred/domain/data/proposals';
import { defaultProfileName, normalizeEmail } from '@solarcred/domain/handlers/sign-up';
import { requireAdmin } from '@solarcred/domain/handlers/actor';
import { parseCommand } from '@solarcred/domain/handlers/parse';
import { companyOf, memberSignInsInput } from '@solarcred/domain/team/company';
import { deactivateMember, deactivationTarget, reactivateMember } from '@solarcred/domain/team/deactivate';
import { changeMemberRole, roleChangeRequest } from '@solarcred/domain/team/role-change';
import { acceptInvitation, invitationState, invitationTokenOf, inviteMember, maxTeamSize, previewInvitation, renewInvitation, renewInvitationInput, type InviteeFacts } from '@solarcred/domain/team/invitation';
import { invitationMail } from '@solarcred/domain/team/invitation-mail';
import type { TeamPort } from '../port-team';
import { actorOf, callerOf, rulesDenied, runCommand } from './commands';
import { audited } from './audited';
import { liveQuery } from './live';
import { demoAppUrl, putMailsOnce } from './mail-triggers';
import { putDoc, readDoc, removeDoc, type MemoryStore } from './store';
import { onIntegratorWritten } from './triggers';
import { recordMemoryAcceptance } from './consent-writes';

export function memoryTeam(store: MemoryStore): TeamPort {
  const mayList = (companyId: string) => {
    const actor = actorOf(store);
    return actor?.role === 'admin' || (actor?.role === 'integrador' && actor.uid === companyId);
  };
  /** What the domain asks of an account: its membership, its own company, whether that company sent anything. */
  const factsOf = (uid: string | null): InviteeFacts => {
    if (!uid) return { membership: null, ownCompany: null, ownCompanyHasProposals: false };
    return {
      membership: store.doc(members, uid),
      ownCompany: store.doc(integrators, uid),
      ownCompanyHasProposals: store.collection(proposals).some((proposal) => proposal.integrador_id === uid),
    };
  };
  /** Active members (the titular included) and pending invitations of the company, as the callables count them. */
  const teamSizeOf = (companyId: string, now: number) => {
    const pending = store.collection(invitations).filter((invitation) => invitation.empresa === companyId && invitationState(invitation, now) === 'pendente');
    const active = store.collection(members).filter((member) => member.empresa === companyId && member.ativo);
    return Math.min(active.length + pending.length, maxTeamSize + 1);
  };
  const uidOfEmail = (email: string) => Object.values(store.snapshot.users).find((user) => user.email === normalizeEmail(email))?.uid ?? null;

  return {
    async invite(input) {
      const token = newLinkToken();
      const tokenHash = await hashLinkToken(token);
      return runCommand(store, 'inviteMember', () => {
        const actor = actorOf(store);
        const companyId = actor ? companyOf(actor) : '';
        const now = Date.now();
        const typed = typeof input.email === 'string' ? normalizeEmail(input.email) : '';
        const pending = store.collection(invitations).filter((invitation) => invitation.empresa === companyId && invitationState(invitation, now) === 'pendente');
        const active = store.collection(members).filter((member) => member.empresa === companyId && member.ativo);
        const invitation = inviteMember(
          {
            company: store.doc(integrators, companyId),
            actor,
            input,
            now,
            teamSize: Math.min(active.length + pending.length, maxTeamSize + 1),
            pendingForEmail: pending.some((invitation) => invitation.email === typed),
            invitee: factsOf(uidOfEmail(typed)),
          },
          tokenHash,
        );
        store.update((state) => {
          putDoc(state, invitations, invitation);
          putMailsOnce(state, [invitationMail(demoAppUrl(), invitation, token, now)]);
        });
        return { id: invitation.id };
      });
    },
    async renew(id, send) {
      const token = newLinkToken();
      const tokenHash = await hashLinkToken(token);
      return runCommand(store, 'renewInvitation', () => {
        const actor = actorOf(store);
        const companyId = actor ? companyOf(actor) : '';
        const now = Date.now();
        const input = parseCommand(renewInvitationInput, { id, enviar: send });
        const invitation = store.doc(invitations, input.id);
        const otherPendingForEmail = store.collection(invitations).some((other) => other.id !== input.id && other.empresa === companyId && other.email === invitation?.email && invitationState(other, now) === 'pendente');
        const { revoke, created } = renewInvitation(
          { company: store.doc(integrators, companyId), actor, invitation, now, teamSize: teamSizeOf(companyId, now), otherPendingForEmail },
          tokenHash,
        );
        store.update((state) => {
          if (invitation) putDoc(state, invitations, { ...invitation, ...revoke });
          putDoc(state, invitations, created);
          if (input.enviar) putMailsOnce(state, [invitationMail(demoAppUrl(), created, token, now)]);
        });
        return { id: created.id, token };
      });
    },
    async preview(token) {
      const tokenHash = isLinkToken(token) ? await hashLinkToken(token) : '';
      return runCommand(store, 'previewInvitation', () => {
        // As the callable: a malformed token is refused before any read.
        invitationTokenOf({ token });
        return previewInvitation(store.doc(invitations, tokenHash), Date.now());
      });
    },
    async accept(token) {
      const tokenHash = isLinkToken(token) ? await hashLinkToken(token) : '';
      return runCommand(store, 'acceptInvitation', () => {
        // As the callable: the caller before its membership is applied, so a member the titular
        // deactivated and invited back can accept (the decision reads the membership itself).
        const actor = callerOf(store);
        const user = actor ? store.snapshot.users[actor.uid] : undefined;
        const profileName = actor ? store.doc(profiles, actor.uid)?.nome : undefined;
        const invitation = tokenHash ? store.doc(invitations, tokenHash) : null;
        const writes = acceptInvitation({
          invitation,
          company: invitation ? store.doc(integrators, invitation.empresa) : null,
          actor,
          email: user?.email ?? null,
          emailVerified: user?.emailVerified !== false,
          nome: profileName && profileName !== defaultProfileName ? profileName : (user?.email ?? ''),
          invitee: factsOf(actor?.uid ?? null),
          now: Date.now(),
        });
        if (writes.kind === 'join') {
          store.update((state) => {
            putDoc(state, members, writes.member);
            putDoc(state, invitations, writes.invitation);
            const ownRecord = readDoc(state, integrators, writes.member.id);
            if (writes.dropOwnRecord && ownRecord) {
              removeDoc(state, integrators, writes.member.id);
              onIntegratorWritten(state, ownRecord, null);
            }
            const account = state.users[writes.member.id];
            if (account) state.users[writes.member.id] = { ...account, claims: { ...account.claims, ...writes.claims } };
            // Issue 51: the page's box 'Li e aceito…', recorded with the membership.
            recordMemoryAcceptance(state, writes.member.id, 'convite');
          });
          return { empresa: writes.member.empresa };
        }
        return { empresa: writes.empresa };
      });
    },
    deactivate: (uid) =>
      audited(store, 'deactivateMember', { uid }, runCommand(store, 'deactivateMember', () => {
        const target = store.doc(members, deactivationTarget({ uid }));
        const change = deactivateMember(actorOf(store), target, Date.now());
        store.update((state) => {
          if (target && change) putDoc(state, members, { ...target, ...change });
          // As the callable: the account's claims lose the company.
          const account = state.users[uid];
          if (account) state.users[uid] = { ...account, claims: { role: account.claims.role } };
        });
      })),
    reactivate: (uid) =>
      audited(store, 'reactivateMember', { uid }, runCommand(store, 'reactivateMember', () => {
        const actor = actorOf(store);
        const target = store.doc(members, deactivationTarget({ uid }));
        const { change, claims } = reactivateMember(actor, target, teamSizeOf(actor ? companyOf(actor) : '', Date.now()));
        store.update((state) => {
          if (target && change) putDoc(state, members, { ...target, ...change });
          // As the callable: the account's claims name the company and the role again.
          const account = state.users[uid];
          if (account) state.users[uid] = { ...account, claims: { ...account.claims, ...claims } };
        });
      })),
    changeRole: (uid, papel) =>
      audited(store, 'changeMemberRole', { uid, papel }, runCommand(store, 'changeMemberRole', () => {
        const request = roleChangeRequest({ uid, papel });
        const change = changeMemberRole(actorOf(store), store.doc(members, request.uid), request);
        store.update((state) => {
          if (change.changed) putDoc(state, members, change.member);
          // As the callable: the account's claims name the new role.
          const account = state.users[request.uid];
          if (account) state.users[request.uid] = { ...account, claims: { ...account.claims, ...change.claims } };
        });
      })),
    lastSignIns: (companyId) =>
      runCommand(store, 'memberSignIns', () => {
        requireAdmin(actorOf(store));
        const { empresa } = parseCommand(memberSignInsInput, { empresa: companyId });
        const team = store.collection(members).filter((member) => member.empresa === empresa).slice(0, maxTeamSize);
        return Object.fromEntries(team.map((member) => [member.id, store.snapshot.users[member.id]?.lastSignInAt ?? null]));
      }),
    members: (companyId, limit) =>
      liveQuery(
        store,
        () => {
          if (!mayList(companyId)) throw rulesDenied();
          return store.collection(members).filter((member) => member.empresa === companyId).sort((a, b) => a.entrou_em - b.entrou_em).slice(0, limit);
        },
        (found) => found.length,
      ),
    invitations: (companyId, limit) =>
      liveQuery(
        store,
        () => {
          if (!mayList(companyId)) throw rulesDenied();
          return store.collection(invitations).filter((invitation) => invitation.empresa === companyId).sort((a, b) => b.criado_em - a.criado_em).slice(0, limit);
        },
        (found) => found.length,
      ),
  };
}
