import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '../client/api-client';

export interface MockAnswer {
  status: number;
  data?: unknown;
  headers?: Record<string, string>;
}

export type MockHandler = (request: InternalAxiosRequestConfig) => MockAnswer | Promise<MockAnswer>;

export interface MockApi {
  /** Every request the client sent, after the interceptors ran. */
  requests: InternalAxiosRequestConfig[];
  /** Replaces the answer for the following requests. */
  answer: (handler: MockHandler | MockAnswer) => void;
  restore: () => void;
}

/**
 * Answers the shared client's requests without a server (through an axios adapter, so the
 * interceptors run as in production). Tests of the portals can use it too.
 */
export function mockApi(initial: MockHandler | MockAnswer = { status: 200, data: {} }): MockApi {
  const requests: InternalAxiosRequestConfig[] = [];
  const original = apiClient.defaults.adapter;
  let handler: MockHandler = typeof initial === 'function' ? initial : () => initial;
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const { status, data = {}, headers = {} } = await handler(config);
    const response = { data, status, statusText: String(status), headers, config, request: {} };
    if (status >= 200 && status < 300) return response;
    const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${status}`, code, config, {}, response);
  };
  apiClient.defaults.adapter = adapter;
  return {
    requests,
    answer(next) {
      handler = typeof next === 'function' ? next : () => next;
    },
    restore() {
      apiClient.defaults.adapter = original;
    },
  };
}

/** The JSON body a request carried. */
export function bodyOf(request: InternalAxiosRequestConfig): unknown {
  return typeof request.data === 'string' ? JSON.parse(request.data) : request.data;
}

export type RouteAnswer = MockAnswer | ((request: InternalAxiosRequestConfig) => MockAnswer);

/** Answers by 'METHOD /path' (e.g. 'GET /Task'); any other request is a 404 naming it. */
export function answers(table: Record<string, RouteAnswer>): MockHandler {
  return (request) => {
    const key = `${(request.method ?? 'get').toUpperCase()} ${request.url}`;
    const answer = table[key];
    if (!answer) return { status: 404, data: { message: `no answer for ${key}` } };
    return typeof answer === 'function' ? answer(request) : answer;
  };
}

/** The requests of one method and path that the mock received. */
export function sent(requests: InternalAxiosRequestConfig[], method: string, url: string) {
  return requests.filter(
    (request) => request.method?.toUpperCase() === method && request.url === url,
  );
}
