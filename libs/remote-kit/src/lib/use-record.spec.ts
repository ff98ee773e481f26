import { act, renderHook } from '@testing-library/react';
import { useRecord, type RecordQuery } from './use-record';

interface Thing {
  id: string;
}
const thing: Thing = { id: 't1' };

function query(over: Partial<RecordQuery<Thing>>): RecordQuery<Thing> {
  return { data: undefined, error: null, isPending: false, isLoadingError: false, refetch: jest.fn(), ...over };
}

let logged: jest.SpyInstance;
beforeEach(() => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => logged.mockRestore());

describe('useRecord', () => {
  it('is loading until the first answer', () => {
    const { result } = renderHook(() => useRecord(query({ isPending: true }), 'Failed to load thing'));
    expect(result.current).toMatchObject({ state: 'loading', value: null });
  });

  it('is ready with the record', () => {
    const { result } = renderHook(() => useRecord(query({ data: thing }), 'Failed to load thing'));
    expect(result.current).toMatchObject({ state: 'ready', value: thing });
  });

  it("is 'not-found' when the record does not exist", () => {
    const { result } = renderHook(() => useRecord(query({ data: null }), 'Failed to load thing'));
    expect(result.current).toMatchObject({ state: 'not-found', value: null });
  });

  it('is failed when the first load failed: logged under its label, with a retry that loads again', () => {
    const error = new Error('offline');
    const q = query({ error, isLoadingError: true });
    const { result } = renderHook(() => useRecord(q, 'Failed to load thing'));
    expect(result.current).toMatchObject({ state: 'failed', value: null });
    expect(logged).toHaveBeenCalledWith('Failed to load thing', error);
    result.current.retry();
    expect(q.refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps what was loaded when a background refresh fails', () => {
    const { result } = renderHook(() => useRecord(query({ data: thing, error: new Error('offline') }), 'x'));
    expect(result.current).toMatchObject({ state: 'ready', value: thing });
  });

  it('holds a record being deleted as ready until released', () => {
    let q = query({ data: thing });
    const { result, rerender } = renderHook(() => useRecord(q, 'x'));
    act(() => result.current.hold(thing));
    q = query({ data: null });
    rerender();
    expect(result.current).toMatchObject({ state: 'ready', value: thing });
    act(() => result.current.hold(null));
    expect(result.current).toMatchObject({ state: 'not-found', value: null });
  });
});
