/**
 * The upload names the clients build are the ones storage.rules accepts: each pattern of
 * domain/src/storage-names.ts stands in the rules as written, and the names the upload code
 * makes (document keys, project slots) match it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { integratorDocumentKeys } from '@solarcred/domain/options';
import { pendingAnswerBase, proposalAttachmentKeys, proposalIdPattern, uploadFileName, uploadNamePatterns } from '@solarcred/domain/storage-names';
import { repoPath } from '../emulator-env';

const rules = readFileSync(repoPath('storage.rules'), 'utf8');
const whole = (pattern: string) => new RegExp(`^${pattern}$`);
const at = 1_773_150_000_000;

describe('upload names: domain and storage.rules agree', () => {
  it.each(Object.entries(uploadNamePatterns))('storage.rules matches %s names with the domain pattern', (_name, pattern) => {
    expect(rules).toContain(`fileName.matches('${pattern}')`);
  });

  it('every file-name pattern storage.rules uses is one of the domain patterns', () => {
    const used = [...rules.matchAll(/fileName\.matches\('([^']*)'\)/g)].map((match) => match[1]);
    expect(used).not.toHaveLength(0);
    for (const pattern of used) expect(Object.values(uploadNamePatterns)).toContain(pattern);
  });

  it("the proposal attachments' pattern guards both their uploaders: the approved owner and the customer-link guest (issue 28)", () => {
    expect(rules.split(`fileName.matches('${uploadNamePatterns.proposalAttachment}')`)).toHaveLength(3);
  });

  it("the answers' pattern guards both answerers: the approved owner and the filled link's guest (issue 28)", () => {
    expect(rules.split(`fileName.matches('${uploadNamePatterns.pendingAnswer}')`)).toHaveLength(3);
  });

  it('storage.rules accepts proposal folders named by the domain id pattern', () => {
    expect(rules).toContain(`proposalId.matches('${proposalIdPattern}')`);
    expect('AbCdEfGhIjKlMnOpQrSt').toMatch(whole(proposalIdPattern));
    for (const bad of ['..', 'curto', 'AbCdEfGhIjKlMnOpQrS/', 'AbCdEfGhIjKlMnOpQrSt1']) expect(bad).not.toMatch(whole(proposalIdPattern));
  });

  it('every name the upload code builds is accepted; others are not', () => {
    for (const key of integratorDocumentKeys) expect(uploadFileName(key, at, 'pdf')).toMatch(whole(uploadNamePatterns.integratorDocument));
    for (const key of proposalAttachmentKeys) expect(uploadFileName(key, at, 'png')).toMatch(whole(uploadNamePatterns.proposalAttachment));
    // An answer file, as the integrator's details panel and the customer's page name it (pendingAnswerBase).
    expect(uploadFileName(pendingAnswerBase('AbCdEfGhIjKlMnOpQrSt'), at, 'pdf')).toMatch(whole(uploadNamePatterns.pendingAnswer));
    // The onboarding wizard names project files 'projects/projeto-{slot}_{kind}' (features/onboarding/use-submit-profile.ts).
    for (const kind of ['art', 'memorial', 'foto1', 'foto3']) {
      const name = uploadFileName(`projects/projeto-2_${kind}`, at, 'jpg').slice('projects/'.length);
      expect(name).toMatch(whole(uploadNamePatterns.projectFile));
    }
    for (const bad of ['index.html', '../x.pdf', 'contrato_social.pdf', `contrato_social_${at}.svg`, `outro_${at}.pdf`]) {
      expect(bad).not.toMatch(whole(uploadNamePatterns.integratorDocument));
    }
  });
});
