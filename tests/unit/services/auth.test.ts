// Session validity (docs/contract.md §4), the Authorization header (§6) and expiry (§9).
import { describe, expect, it } from 'vitest';
import { authorizationHeader, expireAt, isLoggedIn } from '../../../src/services/auth';

describe('auth rules', () => {
  it('logged in only with a non-empty token strictly before expire', () => {
    expect(isLoggedIn({ type: 'B', token: 't', expire: 101 }, 100)).toBe(true);
    expect(isLoggedIn({ type: 'B', token: 't', expire: 100 }, 100)).toBe(false);
    expect(isLoggedIn({ type: 'B', token: '', expire: 1e15 }, 100)).toBe(false);
    expect(isLoggedIn({ type: 'B', token: 't', expire: 0 }, 100)).toBe(false);
  });

  it('Authorization is "<type> <token>"; none without a token', () => {
    expect(authorizationHeader({ type: 'Bearer', token: 'abc', expire: 1 })).toBe('Bearer abc');
    expect(authorizationHeader({ type: '', token: 'abc', expire: 1 })).toBe('abc');
    expect(authorizationHeader({ type: 'Bearer', token: '', expire: 1 })).toBeUndefined();
  });

  it('expire = now + server seconds × 1000', () => {
    expect(expireAt(1_000, 7200)).toBe(7_201_000);
  });
});
