import { renderHook } from '@testing-library/react';
import { useAuthStore } from '../auth.store';
import { emptyPermission } from '../permission';
import { useCan, useOnlyBasicInfo } from '../permission.hooks';

describe('permission hooks', () => {
  afterEach(() => useAuthStore.setState({ permission: emptyPermission() }));

  it('useCan follows the session flags, with fullAccess implying every flag', () => {
    const permission = emptyPermission();
    permission.stakeholders.view = true;
    permission.users.fullAccess = true;
    useAuthStore.setState({ permission });
    expect(renderHook(() => useCan('stakeholders', 'view')).result.current).toBe(true);
    expect(renderHook(() => useCan('stakeholders', 'delete')).result.current).toBe(false);
    expect(renderHook(() => useCan('users', 'delete')).result.current).toBe(true);
  });

  it('useOnlyBasicInfo is a restriction: false without the flag, true only when it is set', () => {
    expect(renderHook(() => useOnlyBasicInfo('stakeholders')).result.current).toBe(false);
    const permission = emptyPermission();
    permission.stakeholders.onlyBasicInfo = true;
    useAuthStore.setState({ permission });
    expect(renderHook(() => useOnlyBasicInfo('stakeholders')).result.current).toBe(true);
  });
});
