import { TOAST_DURATIONS, TOAST_LIMIT } from '../toast.constants';

describe('toast constants (SPEC §9)', () => {
  it('allows at most 20 toasts', () => {
    expect(TOAST_LIMIT).toBe(20);
  });

  it('keeps blank, error and custom 4 s, success 2 s, and loading until dismissed', () => {
    expect(TOAST_DURATIONS).toEqual({
      blank: 4000,
      error: 4000,
      custom: 4000,
      success: 2000,
      loading: Infinity,
    });
  });
});
