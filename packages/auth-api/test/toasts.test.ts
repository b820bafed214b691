import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { addToast, clearToasts, removeToast, toastStore } from '../src/toasts/toast-store.ts';

describe('toasts (SPEC.md §3, §4, §9)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    clearToasts();
    jest.useRealTimers();
  });

  it('adds at the front, shown, with a default duration of 5000 ms', () => {
    addToast({ type: 'info', title: 'uno', message: 'a' });
    addToast({ type: 'success', title: 'dos', message: 'b' });
    const [first, second] = toastStore.getState().toasts;
    expect(first).toMatchObject({ title: 'dos', show: true, duration: 5000, type: 'success' });
    expect(second?.title).toBe('uno');
    jest.advanceTimersByTime(4999);
    expect(toastStore.getState().toasts).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(toastStore.getState().toasts).toHaveLength(0);
  });

  it('honours its own duration, and can be removed by hand', () => {
    const id = addToast({ type: 'error', title: 'Error', message: 'x', duration: 1000 });
    addToast({ type: 'warning', title: 'w', message: 'y' });
    jest.advanceTimersByTime(1000);
    expect(toastStore.getState().toasts.map((toast) => toast.title)).toEqual(['w']);
    const other = toastStore.getState().toasts[0]!.id;
    expect(other).not.toBe(id);
    removeToast(other);
    expect(toastStore.getState().toasts).toEqual([]);
  });
});
