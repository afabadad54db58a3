// The one LOCATION_CHANGE saga (SPEC.md §4): re-check first, templates on /user paths,
// examples outside /user and /login_success.
import { call, put } from 'redux-saga/effects';
import { describe, expect, it } from 'vitest';
import { LOCATION_CHANGE, locationChange, onLocationChange } from '../../../src/app/location';
import { examples } from '../../../src/models/examples';
import { check } from '../../../src/models/session';
import { templates } from '../../../src/models/templates';

const at = (pathname: string) => onLocationChange(locationChange({ pathname, search: '', hash: '' }));

describe('onLocationChange', () => {
  it('builds the router action dva used', () => {
    expect(locationChange({ pathname: '/a', search: '?q=1', hash: '#h' })).toEqual({
      type: '@@router/LOCATION_CHANGE',
      payload: { location: { pathname: '/a', search: '?q=1', hash: '#h' } },
    });
    expect(LOCATION_CHANGE).toBe('@@router/LOCATION_CHANGE');
  });

  it('outside /user and /login_success: re-check, then examples', () => {
    const gen = at('/create/avatar');
    expect(gen.next().value).toEqual(call(check));
    expect(gen.next().value).toEqual(put(examples.actions.fetch()));
    expect(gen.next().done).toBe(true);
  });

  it('on a path containing /user: re-check, then templates, no examples', () => {
    for (const path of ['/user', '/user/works', '/create/user']) {
      const gen = at(path);
      expect(gen.next().value).toEqual(call(check));
      expect(gen.next().value).toEqual(put(templates.actions.fetch()));
      expect(gen.next().done).toBe(true);
    }
  });

  it('on /login_success: only the re-check', () => {
    const gen = at('/login_success');
    expect(gen.next().value).toEqual(call(check));
    expect(gen.next().done).toBe(true);
  });

  it('a failing re-check stops the rest (the store wrapper reports it)', () => {
    const gen = at('/');
    gen.next();
    expect(() => gen.throw(new Error('storage broke'))).toThrow('storage broke');
  });
});
