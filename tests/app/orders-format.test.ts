import { describe, expect, it } from 'vitest';
import { isBuy, orderTime, priceOrDash, profitSign, profitText, stepLots } from '../../src/app/features/orders/format.ts';
import { closeReasonText } from '../../src/app/features/orders/close-reason.ts';

describe('an order row', () => {
  it('colours and signs the profit', () => {
    expect([profitSign('12.5'), profitSign('-0.01'), profitSign('0.00'), profitSign('')]).toEqual(['up', 'down', 'flat', 'flat']);
    expect([profitText('12.5'), profitText('-4'), profitText('0'), profitText('x')]).toEqual(['+12.50', '-4.00', '0.00', '--']);
  });

  it('reads side 1 as buy and 2 as sell', () => {
    expect([isBuy({ OrderType: 1 }), isBuy({ OrderType: 2 })]).toEqual([true, false]);
  });

  it('shows the server UTC time in the viewer zone and language, as the ledger does', () => {
    expect(orderTime('2026-11-23 22:30:05', { locale: 'en', zone: 'UTC' })).toBe('Nov 23, 2026, 10:30 PM');
    expect(orderTime('2026-11-23 22:30:05', { locale: 'de', zone: 'Asia/Hong_Kong' })).toBe('24.11.2026, 06:30');
    expect(orderTime('', { locale: 'en', zone: 'UTC' })).toBe('');
  });

  it('shows an unset take-profit or stop-loss as a dash', () => {
    expect([priceOrDash(''), priceOrDash('0'), priceOrDash('0.000'), priceOrDash('101.5')]).toEqual(['--', '--', '--', '101.5']);
  });
});

describe('the partial-close lots stepper', () => {
  it('steps by the instrument Pip between one Pip and the position size', () => {
    expect(stepLots('0.05', '0.01', -1, '0.05')).toBe('0.04');
    expect(stepLots('0.01', '0.01', -1, '0.05')).toBe('0.01');
    expect(stepLots('0.05', '0.01', 1, '0.05')).toBe('0.05');
    expect(stepLots('1.0', '0.1', -3, '1.0')).toBe('0.7');
  });
});

describe('why an order closed', () => {
  it('names take-profit, stop-loss and stop-out, and falls back to closed', () => {
    expect(closeReasonText('take_profit').message).toMatch(/Take-profit/);
    expect(closeReasonText('stop_loss').message).toMatch(/Stop-loss/);
    expect(closeReasonText('stop_out').message).toMatch(/Stopped out/);
    expect(closeReasonText('weird').message).toBe('Closed');
  });
});
