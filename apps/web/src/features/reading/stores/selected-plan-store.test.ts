import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readSelectedPlanId, selectedPlanStorageKey, useStoredPlanId } from './selected-plan-store';

describe('selected plan store', () => {
  afterEach(() => localStorage.clear());

  it('remembers the chosen plan per member', () => {
    const ruth = renderHook(() => useStoredPlanId('ruth'));
    const naomi = renderHook(() => useStoredPlanId('naomi'));
    expect(ruth.result.current[0]).toBeNull();

    act(() => ruth.result.current[1]('plan-2'));
    expect(ruth.result.current[0]).toBe('plan-2');
    expect(naomi.result.current[0]).toBeNull();
    expect(localStorage.getItem(selectedPlanStorageKey('ruth'))).toBe('plan-2');
    expect(readSelectedPlanId('ruth')).toBe('plan-2');
  });

  it('reads as no choice until the member is known', () => {
    const { result } = renderHook(() => useStoredPlanId(undefined));
    act(() => result.current[1]('plan-2'));
    expect(result.current[0]).toBeNull();
  });
});
