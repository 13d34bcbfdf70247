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

test('a load that found no network while offline is not scolded; the same online is', async () => {
  const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const lost = new AxiosError('Network Error', 'ERR_NETWORK', config);
  const view = renderWithHost(<Probe error={lost} />);
  expect(screen.queryByText('Could not get Tasks')).not.toBeInTheDocument();
  view.unmount();
  onLine.mockReturnValue(true);
  renderWithHost(<Probe error={new AxiosError('Network Error', 'ERR_NETWORK', config)} />);
  expect(await screen.findByText('Could not get Tasks')).toBeInTheDocument();
  onLine.mockRestore();
});
