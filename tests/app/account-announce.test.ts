import { describe, expect, it, vi } from 'vitest';
import { createApi } from '../../src/app/lib/http/client.ts';

/** A client whose server answers every call with `body`. */
function setup(body: unknown) {
  const announce = vi.fn();
  const notify = vi.fn();
  const api = createApi({
    baseUrl: 'http://app.test',
    getLang: () => 'en',
    getToken: () => '',
    notify,
    onSessionInvalid: vi.fn(),
    announce,
    fetch: (async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })) as typeof fetch,
  });
  return { api, announce, notify };
}

describe('the server message after a successful call', () => {
  it('is shown for a call made with announce (send code, reset)', async () => {
    const { api, announce } = setup({ code: 1, msg: 'The verification code has been sent.', data: null });
    await api('sendEmail', { to: 'a@b.co', type: 1 }, { announce: true });
    expect(announce).toHaveBeenCalledWith('The verification code has been sent.', 'sendEmail');
  });

  it('is not shown for other calls', async () => {
    const { api, announce } = setup({ code: 1, msg: 'ok', data: { balance: '1.00' } });
    await api('getBalance', {});
    expect(announce).not.toHaveBeenCalled();
  });

  it('is not shown when the call failed; the failure is', async () => {
    const { api, announce, notify } = setup({ code: 5, msg: 'Please wait 42 seconds before requesting another code.', data: null });
    await expect(api('sendEmail', { to: 'a@b.co', type: 1 }, { announce: true })).rejects.toThrow('Please wait 42 seconds');
    expect(announce).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledTimes(1);
  });
});
