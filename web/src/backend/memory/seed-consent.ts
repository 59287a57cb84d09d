/** The demo's acceptances (issue 51): every seeded account accepted the versions in force, so signing in asks nothing. */
import { acceptanceOf } from '@solarcred/domain/privacy/consent';
import { writeMemoryAcceptance } from './consent-writes';
import type { MemoryState } from './store';

export function seedConsent(state: MemoryState, at: number): void {
  for (const uid of Object.keys(state.users)) writeMemoryAcceptance(state, uid, acceptanceOf(null, 'cadastro', at));
}
