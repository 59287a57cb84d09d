/**
 * memberSignIns ({ empresa }) → { [uid]: millis | null } (admins, issue 29): when each member of
 * the company last signed in, which only Auth knows. At most the team's size (50) accounts, in one
 * getUsers call.
 */
import { members } from '@solarcred/domain/data/members';
import { parseCommand } from '@solarcred/domain/handlers/parse';
import { memberSignInsInput } from '@solarcred/domain/team/company';
import { maxTeamSize } from '@solarcred/domain/team/invitation';
import { adminAuth } from '../app';
import { callable, commandFirestore } from '../callable';

export const memberSignIns = callable('admin', async ({ data }) => {
  const { empresa } = parseCommand(memberSignInsInput, data);
  const team = await commandFirestore().collection(members.path).where('empresa', '==', empresa).limit(maxTeamSize).get();
  if (team.empty) return {};
  const found = await adminAuth().getUsers(team.docs.map((doc) => ({ uid: doc.id })));
  const signedIn = new Map(found.users.map((user) => [user.uid, user.metadata.lastSignInTime ? Date.parse(user.metadata.lastSignInTime) : null]));
  return Object.fromEntries(team.docs.map((doc) => [doc.id, signedIn.get(doc.id) ?? null]));
});
