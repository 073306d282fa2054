import { act, render, screen } from '@testing-library/react';
import { createApiClient } from '../../../lib/api-client';
import { createFetchMock } from '../../../testing/fetch-mock';
import { createUserRecordCreatedAt } from './user-record-created-at';

function Probe({
  source,
  uid,
}: {
  source: ReturnType<typeof createUserRecordCreatedAt>;
  uid: string | null;
}) {
  const createdAt = source.useCreatedAt(uid);
  return <output>{createdAt === undefined ? 'unknown' : String(createdAt)}</output>;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

it('reads the merged record once per uid and gives its createdAt', async () => {
  const fetchMock = createFetchMock({
    'GET /api/users/u1': { body: { uid: 'u1', createdAt: '2020-01-15T12:00:00.000Z' } },
  });
  const source = createUserRecordCreatedAt(createApiClient(fetchMock.fetch));
  source.load('u1');
  render(<Probe source={source} uid="u1" />);
  expect(screen.getByRole('status')).toHaveTextContent('unknown');
  await settle();
  expect(screen.getByRole('status')).toHaveTextContent('2020-01-15T12:00:00.000Z');
  act(() => source.load('u1'));
  expect(fetchMock.calls('GET /api/users/u1')).toHaveLength(1);
});

it('stays unknown without a uid and after a failure, and asks again later', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const fetchMock = createFetchMock({ 'GET /api/users/u2': { status: 500 } });
  const source = createUserRecordCreatedAt(createApiClient(fetchMock.fetch));
  const view = render(<Probe source={source} uid={null} />);
  expect(screen.getByRole('status')).toHaveTextContent('unknown');
  view.rerender(<Probe source={source} uid="u2" />);
  await settle();
  expect(screen.getByRole('status')).toHaveTextContent('unknown');
  act(() => source.load('u2'));
  await settle();
  expect(fetchMock.calls('GET /api/users/u2')).toHaveLength(2);
  warn.mockRestore();
});
