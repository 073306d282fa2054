import { createNavigation } from './navigation';

describe('navigation', () => {
  test('go() uses the router, with replace when asked', () => {
    const navigate = jest.fn();
    const navigation = createNavigation(() => navigate);
    navigation.go('/upsell');
    navigation.go('/login', { replace: true });
    expect(navigate).toHaveBeenNthCalledWith(1, '/upsell', undefined);
    expect(navigate).toHaveBeenNthCalledWith(2, '/login', { replace: true });
  });

  test('openTab() opens a new tab and returns its window so the caller can watch it', () => {
    const tab = {} as Window;
    const open = jest.spyOn(window, 'open').mockReturnValue(tab);
    const navigation = createNavigation(() => jest.fn());
    expect(navigation.openTab('/checkout')).toBe(tab);
    expect(open).toHaveBeenCalledWith('/checkout', '_blank');
    open.mockRestore();
  });

  test('exposes safeInternalPath', () => {
    const navigation = createNavigation(() => null);
    expect(navigation.safeInternalPath('/upsell')).toBe('/upsell');
    expect(navigation.safeInternalPath('//evil.com')).toBeNull();
  });

  test('back() goes back only to a page of this site, else to the fallback (since 3.2.0)', () => {
    const navigate = jest.fn();
    const navigation = createNavigation(() => navigate);
    window.history.replaceState({ idx: 0 }, '');
    navigation.back?.('/planos');
    expect(navigate).toHaveBeenLastCalledWith('/planos', undefined);
    window.history.replaceState({ idx: 2 }, '');
    navigation.back?.('/planos');
    expect(navigate).toHaveBeenLastCalledWith(-1);
    window.history.replaceState(null, '');
  });
});
