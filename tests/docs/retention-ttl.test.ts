/**
 * Issue 51: every collection the retention sweep and Firestore's TTL delete by `apagar_em` has its
 * TTL policy in firestore.indexes.json (`firebase deploy --only firestore:indexes` creates it), and
 * keeps the ascending single-field index the sweep's `apagar_em <= now` query needs; docs/deploy.md
 * names each policy; so does the e-mail codes' collection, which only its TTL policy deletes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ttlCollections, ttlPolicyOnlyCollections } from '@solarcred/domain/privacy/retention';
import { retentionTtlField } from '@solarcred/domain/privacy/types';
import { customerDrafts, customerLinks } from '@solarcred/domain/data/customer-links';
import { guestLiveViews } from '@solarcred/domain/data/guest-views';
import { invitations } from '@solarcred/domain/data/invitations';
import { privacyCodes } from '@solarcred/domain/data/privacy';
import { repoPath } from '../emulator-env';

interface Override { collectionGroup: string; fieldPath: string; ttl?: boolean; indexes: { order?: string; queryScope?: string }[] }

const file = JSON.parse(readFileSync(repoPath('firestore.indexes.json'), 'utf8')) as { fieldOverrides: Override[] };
const deployDoc = readFileSync(repoPath('docs/deploy.md'), 'utf8');

describe('retention TTL policies (firestore.indexes.json)', () => {
  it('names the data paths the writers use', () => {
    expect([...ttlCollections].sort()).toEqual([customerDrafts.path, customerLinks.path, guestLiveViews.path, invitations.path].sort());
  });

  it.each([...ttlCollections])('%s: a TTL policy on apagar_em, still indexed ascending for the sweep, named in docs/deploy.md', (group) => {
    const override = file.fieldOverrides.find((entry) => entry.collectionGroup === group && entry.fieldPath === retentionTtlField);
    expect(override?.ttl).toBe(true);
    expect(override?.indexes).toContainEqual({ order: 'ASCENDING', queryScope: 'COLLECTION' });
    expect(deployDoc).toContain(`${group}.${retentionTtlField}`);
  });

  it.each([...ttlPolicyOnlyCollections])('%s: a TTL policy on apagar_em, named in docs/deploy.md', (group) => {
    expect(group).toBe(privacyCodes.path);
    const override = file.fieldOverrides.find((entry) => entry.collectionGroup === group && entry.fieldPath === retentionTtlField);
    expect(override?.ttl).toBe(true);
    expect(deployDoc).toContain(`${group}.${retentionTtlField}`);
  });
});
