import { describe, expect, it } from 'vitest';
import { codeChallengeS256, randomUrlSafe } from './pkce.js';

describe('PKCE', () => {
  it('derives the S256 challenge of RFC 7636 appendix B', async () => {
    expect(await codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('makes verifiers of URL-safe characters within the 43 to 128 allowed', () => {
    const verifier = randomUrlSafe(48);
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(randomUrlSafe(48)).not.toBe(verifier);
  });
});
