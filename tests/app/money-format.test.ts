import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseAmount } from '../../src/app/features/funding/amount.ts';
import { countriesOf, excludedCountriesText } from '../../src/app/features/identity/countries.ts';
import { inviteUrl } from '../../src/app/features/invite/link.ts';
import { amountSign, bookedPlaces, entryText } from '../../src/app/features/ledger/format.ts';
import { uploadPicture } from '../../src/app/features/uploads/upload.ts';
import { ApiError } from '../../src/app/lib/errors.ts';

describe('a ledger entry', () => {
  it('shows an adjustment (type 10) by its memo and every other type by its translated text', () => {
    expect(entryText({ Type: 10, Memo: 'Fee refund', MemoTran: 'Adjustment' })).toBe('Fee refund');
    expect(entryText({ Type: 1, Memo: 'deposit 12', MemoTran: '充值' })).toBe('充值');
  });

  it('shows a line with every decimal it was booked with, and at least the cent', () => {
    expect(bookedPlaces('-0.203525')).toBe(6);
    expect(bookedPlaces('21.460000')).toBe(6);
    expect(bookedPlaces('100000.00')).toBe(2);
    expect(bookedPlaces('5')).toBe(2);
  });

  it('colours money in green and money out in red', () => {
    expect(amountSign('249.50')).toBe('up');
    expect(amountSign('-10.00')).toBe('down');
    expect(amountSign('0.00')).toBe('flat');
  });
});

describe('a deposit amount', () => {
  it('takes a positive decimal, with a comma as the decimal mark', () => {
    expect(parseAmount(' 250 ')).toBe('250');
    expect(parseAmount('0,5')).toBe('0.5');
    expect(parseAmount('.25')).toBe('.25');
  });
  it('refuses zero, signs, words and too many decimals', () => {
    for (const bad of ['', '0', '-5', '1e3', 'abc', '1.123456789', '1.2.3']) expect(parseAmount(bad)).toBeUndefined();
  });
});

describe('countries of residence', () => {
  it('keeps one entry per ISO code', () => {
    const list = countriesOf([
      { id: 1, code: 'DO', global_code: '1809', name: 'Dominican Republic' },
      { id: 2, code: 'DO', global_code: '1829', name: 'Dominican Republic' },
      { id: 3, code: 'de', global_code: '49', name: 'Germany' },
    ]);
    expect(list.map((area) => area.id)).toEqual([1, 3]);
  });
  it('names the countries not served in the reader language', () => {
    expect(excludedCountriesText('en')).toMatch(/North Korea.*Israel.*China.*Vanuatu.*and Cuba/);
    expect(excludedCountriesText('fr')).toMatch(/Corée du Nord.*et Cuba/);
  });
});

it('puts the app origin in front of the invite link the server sends', () => {
  expect(inviteUrl('/register?invite_code=AB12CD', 'https://app.example')).toBe('https://app.example/register?invite_code=AB12CD');
});

describe('an upload', () => {
  afterEach(() => vi.unstubAllGlobals());
  const reply = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

  it('returns the stored url', async () => {
    vi.stubGlobal('fetch', reply(200, { code: 1, msg: '', data: { url: '/api/common/image/abc.png' } }));
    await expect(uploadPicture(new Blob(['x']))).resolves.toBe('/api/common/image/abc.png');
  });

  it('keeps the server message of a 413 refusal, so the person can read it', async () => {
    vi.stubGlobal('fetch', reply(413, { code: 2, msg: 'The picture is larger than 10 MB. Please choose a smaller one.', data: null }));
    const failure = await uploadPicture(new Blob(['x'])).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('The picture is larger than 10 MB. Please choose a smaller one.');
  });
});
