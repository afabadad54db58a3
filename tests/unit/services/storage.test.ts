// The `_auth` record (docs/contract.md §3–§4): missing, non-JSON and partial read as signed out.
import { describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY, createAuthStorage } from '../../../src/services/storage';

function memory(initial?: string) {
  const data = new Map<string, string>();
  if (initial !== undefined) data.set('_auth', initial);
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('AuthStorage', () => {
  it('uses the key _auth', () => {
    expect(AUTH_STORAGE_KEY).toBe('_auth');
  });

  it('missing → null', () => {
    expect(createAuthStorage(memory()).read()).toBeNull();
    expect(createAuthStorage(undefined).read()).toBeNull();
  });

  it('non-JSON → null, and the parse failure is only logged', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(createAuthStorage(memory('{not json')).read()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['no token', { expire: 5, type: 'Bearer' }],
    ['empty token', { token: '', expire: 5 }],
    ['no expire', { token: 't', type: 'Bearer' }],
    ['string expire', { token: 't', expire: '5' }],
    ['not an object', 42],
    ['null', null],
  ])('partial (%s) → null', (_label, value) => {
    expect(createAuthStorage(memory(JSON.stringify(value))).read()).toBeNull();
  });

  it('valid → the auth; a missing type reads as empty', () => {
    expect(createAuthStorage(memory(JSON.stringify({ token: 't', expire: 9, type: 'Bearer' }))).read()).toEqual({
      token: 't',
      expire: 9,
      type: 'Bearer',
    });
    expect(createAuthStorage(memory(JSON.stringify({ token: 't', expire: 9 }))).read()).toEqual({
      token: 't',
      expire: 9,
      type: '',
    });
  });

  it('write stores JSON with token, expire and type; clear removes it', () => {
    const store = memory();
    const storage = createAuthStorage(store);
    storage.write({ type: 'Bearer', token: 't', expire: 9 });
    expect(JSON.parse(store.data.get('_auth')!)).toEqual({ token: 't', expire: 9, type: 'Bearer' });
    storage.clear();
    expect(store.data.has('_auth')).toBe(false);
  });

  it('a throwing storage (disabled) never breaks the app', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const storage = createAuthStorage(broken);
    expect(storage.read()).toBeNull();
    expect(() => storage.write({ type: '', token: 't', expire: 1 })).not.toThrow();
    expect(() => storage.clear()).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
