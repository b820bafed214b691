import { describe, expect, it } from '@jest/globals';
import type { RealtimeEvent } from '@facturador/contracts';
import { createRealtimeEventFilter, decideRealtimeEvent } from '../src/realtime/event-rules.ts';
import { REALTIME_INVALIDATIONS } from '../src/realtime/realtime-invalidations.ts';

const event = (type: RealtimeEvent['type'], timestamp: number, userId = 'usr_1'): RealtimeEvent => ({
  type,
  timestamp,
  userId,
});

describe('realtime event rules (SPEC.md §4, §9)', () => {
  it('ignores the same type, timestamp and user within 5 s', () => {
    const clock = { now: 0 };
    const filter = createRealtimeEventFilter(() => clock.now);
    expect(filter.accept(event('session_expired', 100))).toBe(true);
    clock.now = 4_999;
    expect(filter.accept(event('session_expired', 100))).toBe(false);
    expect(filter.accept(event('session_expired', 101))).toBe(true);
    expect(filter.accept(event('session_expired', 100, 'usr_2'))).toBe(true);
    expect(filter.accept(event('force_logout', 100))).toBe(true);
    clock.now = 5_000;
    expect(filter.accept(event('session_expired', 100))).toBe(true);
  });

  it('buckets profile updates per 2 s', () => {
    const filter = createRealtimeEventFilter(() => 0);
    expect(filter.accept(event('profile_updated', 4_000))).toBe(true);
    expect(filter.accept(event('profile_updated', 5_999))).toBe(false);
    expect(filter.accept(event('profile_updated', 6_000))).toBe(true);
  });

  it('never treats permissions_changed as a duplicate', () => {
    const filter = createRealtimeEventFilter(() => 0);
    expect([1, 2, 3].map(() => filter.accept(event('permissions_changed', 7)))).toEqual([true, true, true]);
    expect(filter.size()).toBe(0);
  });

  it('prunes the cache only when it grows above 50 entries', () => {
    const clock = { now: 0 };
    const filter = createRealtimeEventFilter(() => clock.now);
    for (let i = 0; i < 50; i += 1) filter.accept(event('session_expired', i));
    clock.now = 10_000;
    expect(filter.size()).toBe(50);
    filter.accept(event('session_expired', 1000));
    expect(filter.size()).toBe(1);
  });

  it('does not prune at exactly 50 entries', () => {
    const clock = { now: 0 };
    const filter = createRealtimeEventFilter(() => clock.now);
    for (let i = 0; i < 49; i += 1) filter.accept(event('session_expired', i));
    clock.now = 10_000;
    // The 50th entry arrives when the first 49 are old: nothing is dropped yet.
    filter.accept(event('session_expired', 49));
    expect(filter.size()).toBe(50);
    filter.accept(event('session_expired', 50));
    expect(filter.size()).toBe(2);
  });

  it('prunes entries exactly 5 s old', () => {
    const clock = { now: 0 };
    const filter = createRealtimeEventFilter(() => clock.now);
    for (let i = 0; i < 50; i += 1) filter.accept(event('session_expired', i));
    clock.now = 5_000;
    filter.accept(event('session_expired', 1000));
    expect(filter.size()).toBe(1);
  });

  it('drops only as many of the oldest entries as needed in a burst', () => {
    const filter = createRealtimeEventFilter(() => 0);
    for (let i = 0; i < 51; i += 1) filter.accept(event('account_deactivated', i));
    expect(filter.size()).toBe(50);
    // The first one went, the second is still remembered.
    expect(filter.accept(event('account_deactivated', 1))).toBe(false);
    expect(filter.accept(event('account_deactivated', 0))).toBe(true);
  });

  it('counts an event accepted again as new when dropping the oldest', () => {
    const clock = { now: 0 };
    const filter = createRealtimeEventFilter(() => clock.now);
    filter.accept(event('force_logout', 1));
    clock.now = 5_000;
    filter.accept(event('session_expired', 1));
    // Outside its window: accepted again, and now newer than session_expired.
    expect(filter.accept(event('force_logout', 1))).toBe(true);
    // 51 fresh entries: the oldest, session_expired 1, makes room.
    for (let i = 100; i < 149; i += 1) filter.accept(event('session_expired', i));
    expect(filter.size()).toBe(50);
    expect(filter.accept(event('force_logout', 1))).toBe(false);
    expect(filter.accept(event('session_expired', 1))).toBe(true);
  });

  it('keeps at most 50 entries even in a burst', () => {
    const filter = createRealtimeEventFilter(() => 0);
    for (let i = 0; i < 60; i += 1) filter.accept(event('account_deactivated', i));
    expect(filter.size()).toBe(50);
  });

  it('decides what each event does', () => {
    expect(decideRealtimeEvent(event('force_logout', 1))).toEqual({
      action: 'logout',
      message: 'Tu sesión fue cerrada desde otro dispositivo.',
      redirectTo: '/login',
    });
    // Deleted by an administrator: out, onto the account-deleted page with SPEC.md §8's text.
    expect(decideRealtimeEvent(event('account_deleted', 1))).toEqual({
      action: 'logout',
      message: 'Tu cuenta ha sido eliminada. Contacta al soporte para recuperarla.',
      redirectTo: '/account-disabled?reason=account_deleted',
    });
    for (const type of ['session_expired', 'account_deactivated'] as const) {
      expect(decideRealtimeEvent(event(type, 1))).toEqual({
        action: 'recheck-session',
        ifUnauthenticated: { message: 'Tu sesión ha expirado', redirectTo: '/login' },
      });
    }
    expect(decideRealtimeEvent(event('profile_updated', 1))).toEqual({
      action: 'refetch-profile',
      reevaluateRoute: true,
    });
    // A lost role must also leave the pages it opened.
    expect(decideRealtimeEvent(event('permissions_changed', 1))).toEqual({
      action: 'refetch-profile',
      reevaluateRoute: true,
    });
    // Joining or leaving a company changes data, not the session.
    expect(decideRealtimeEvent(event('companies_changed', 1))).toEqual({ action: 'refresh-data' });
    expect(REALTIME_INVALIDATIONS.companies_changed).toEqual([['companies']]);
    // Mis Planes y Tokens changed: only its data refetches; the session is untouched.
    expect(decideRealtimeEvent(event('billing_updated', 1))).toEqual({ action: 'refresh-data' });
    expect(REALTIME_INVALIDATIONS.billing_updated).toEqual([['billing']]);
    // Configuración del sistema changed: every page's copy of the settings is fetched again.
    expect(decideRealtimeEvent(event('settings_updated', 1))).toEqual({ action: 'reload-settings' });
    expect(REALTIME_INVALIDATIONS.settings_updated).toEqual([['settings']]);
  });
});
