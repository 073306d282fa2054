import { act, renderHook, waitFor } from '@testing-library/react';
import { useApiResource } from './use-api-resource';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('useApiResource', () => {
  it('is idle without a key and loads nothing', () => {
    const load = jest.fn();
    const { result } = renderHook(() => useApiResource(null, load));
    expect(result.current.status).toBe('idle');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads, reports a failure (to onError too) and loads again on retry', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const load = jest.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const onError = jest.fn();
    const { result } = renderHook(() => useApiResource('k', load, { onError }));
    expect(result.current.status).toBe('loading');

    await act(async () => first.reject(new Error('down')));
    expect(result.current).toMatchObject({ status: 'error', error: new Error('down') });
    expect(onError).toHaveBeenCalledWith(new Error('down'));

    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    await act(async () => second.resolve('data'));
    expect(result.current).toMatchObject({ status: 'success', data: 'data' });
  });

  it('drops and aborts the request for an older key', async () => {
    const answers: Record<string, ReturnType<typeof deferred<string>>> = { a: deferred(), b: deferred() };
    const signals: AbortSignal[] = [];
    const onError = jest.fn();
    const { result, rerender } = renderHook(
      ({ key }: { key: string }) =>
        useApiResource(
          key,
          (signal) => {
            signals.push(signal);
            return answers[key]!.promise;
          },
          { onError },
        ),
      { initialProps: { key: 'a' } },
    );
    rerender({ key: 'b' });
    expect(signals[0]!.aborted).toBe(true);
    await act(async () => answers.a!.reject(new Error('aborted')));
    expect(result.current.status).toBe('loading');
    expect(onError).not.toHaveBeenCalled();
    await act(async () => answers.b!.resolve('for b'));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'for b' }));
  });

  it('uses the seed without loading until a retry', async () => {
    const load = jest.fn().mockResolvedValue('fresh');
    const { result } = renderHook(() => useApiResource('k', load, { seed: { data: 'seeded' } }));
    expect(result.current).toMatchObject({ status: 'success', data: 'seeded' });
    expect(load).not.toHaveBeenCalled();
    act(() => result.current.retry());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'fresh' }));
  });
});
