import { describe, expect, it } from 'vitest';
import { appCheckDeployProblem, appCheckEnforced, projectIdOf } from './app-check-policy';

describe('appCheckEnforced', () => {
  it('is on for a real project when nothing is set', () => {
    expect(appCheckEnforced({ GCLOUD_PROJECT: 'solarcred-prod' })).toBe(true);
  });

  it('is off for the emulators’ demo- projects', () => {
    expect(appCheckEnforced({ GCLOUD_PROJECT: 'demo-solarcred' })).toBe(false);
  });

  it('is on when the project is unknown (fails closed)', () => {
    expect(appCheckEnforced({})).toBe(true);
  });

  it('follows an explicit setting either way', () => {
    expect(appCheckEnforced({ GCLOUD_PROJECT: 'solarcred-prod', APP_CHECK_ENFORCED: 'false' })).toBe(false);
    expect(appCheckEnforced({ GCLOUD_PROJECT: 'demo-solarcred', APP_CHECK_ENFORCED: ' TRUE ' })).toBe(true);
  });

  it('reads the project from FIREBASE_CONFIG when GCLOUD_PROJECT is absent', () => {
    expect(projectIdOf({ FIREBASE_CONFIG: '{"projectId":"demo-x"}' })).toBe('demo-x');
    expect(projectIdOf({ FIREBASE_CONFIG: 'not json' })).toBe('');
    expect(appCheckEnforced({ FIREBASE_CONFIG: '{"projectId":"demo-x"}' })).toBe(false);
  });
});

describe('appCheckDeployProblem', () => {
  it('stops an enforced deploy whose web build has no site key', () => {
    expect(appCheckDeployProblem(true, undefined)).toMatch(/VITE_APP_CHECK_SITE_KEY/);
    expect(appCheckDeployProblem(true, '  ')).toMatch(/APP_CHECK_ENFORCED=false/);
  });

  it('lets it through with a key, or when enforcement was turned off on purpose', () => {
    expect(appCheckDeployProblem(true, 'site-key')).toBeNull();
    expect(appCheckDeployProblem(false, undefined)).toBeNull();
  });
});
