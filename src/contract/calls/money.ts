// Money: balance, account detail, ledger, deposits, withdrawals and payout methods.
// Paths, methods and parameter names exactly as SPEC.md section 7 has them; calls.ts joins
// every domain's table into the one table the server registers.
import { z } from 'zod/mini';
import { decimalInput, idInput, intIn } from '../decimal.ts';
import { AccountDetail, Balance, LedgerEntry } from '../account.ts';
import { ChargeInfo, ChargeRecord, DrawCurrency, DrawMethod, DrawRecord } from '../funding.ts';
import { Paged } from '../content.ts';
import { get, form, none, done, page, optionalText, filled, optionalInt, type CallDef } from '../call-def.ts';
import { lazyCalls } from '../lazy-calls.ts';

export const moneyCalls = lazyCalls(
  () =>
    ({
      getBalance: get('/v1/api/main/wallet/getBalance', none, Balance, 'session'),
      forexDetail: get('/v1/api/main/account/forexDetail', none, AccountDetail, 'session'),
      forexChange: get('/v1/api/main/accountLog/forexChange', z.object({ page }), Paged(LedgerEntry), 'session'),
      chargeInfo: get('/api/quickCharge/info', none, ChargeInfo, 'real'),
      chargeSubmit: get('/api/quickCharge/submit', z.object({ number: decimalInput, proofImg: filled(500), address: filled(200), charge_id: idInput }), done, 'real'),
      wireSubmit: get('/api/quickCharge/wire_submit', z.object({ number: decimalInput, proofImg: filled(500), wire_id: idInput }), done, 'real'),
      chargeList: get('/api/quickCharge/quick_ist', z.object({ type: intIn(0, 1), page }), Paged(ChargeRecord), 'real'),
      drawSymbolList: get('/api/account/draw_symbol_list', z.object({ type: intIn(1, 2) }), z.array(DrawCurrency), 'real'),
      /** auth_code: a type 3 code sent by send_email or send_sms to the account's own address. */
      draw: form('/api/account/draw', z.object({ draw_currency_id: idInput, number: decimalInput, memo: optionalText(200), draw_method_id: idInput, auth_code: filled(12) }), done, 'real'),
      drawList: get('/api/account/draw_list', z.object({ type: intIn(1, 2), page }), Paged(DrawRecord), 'real'),
      getDrawMethod: get('/api/wallet/get_draw_method', z.object({ draw_type: intIn(1, 2), draw_id: optionalInt }), z.array(DrawMethod), 'real'),
      bindDrawMethod: form(
        '/api/wallet/bind_draw_method',
        z.object({
          type: intIn(1, 2),
          draw_id: idInput,
          dc_address: optionalText(200),
          bank_name: optionalText(120),
          bank_address: optionalText(200),
          bank_swift: optionalText(20),
          payee_name: optionalText(120),
          payee_account: optionalText(60),
          /** A type 3 code sent by send_email or send_sms to the account's own address. */
          auth_code: filled(12),
        }),
        done,
        'real',
      ),
      delDrawMethod: form('/api/wallet/del_draw_method', z.object({ id: idInput }), done, 'real'),
    }) satisfies Record<string, CallDef>,
);
