import { screen } from '@testing-library/react';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { renderWithHost } from '../test-utils/render';
import { useQueryFailure } from './use-query-failure';

function Probe({ error }: { error: unknown }) {
  useQueryFailure(error, 'Could not get Tasks');
  return null;
}

const config = { headers: {} } as InternalAxiosRequestConfig;

test('a failed load shows its catalogue message in the Error popup', async () => {
  const response = { status: 500, data: {}, statusText: '', headers: {}, config };
  renderWithHost(
    <Probe error={new AxiosError('boom', 'ERR_BAD_RESPONSE', config, {}, response)} />,
  );
  expect(await screen.findByText('Could not get Tasks')).toBeInTheDocument();
});

test('no error, no popup', () => {
  renderWithHost(<Probe error={null} />);
  expect(screen.queryByText('Could not get Tasks')).not.toBeInTheDocument();
});
