import { describe, expect, it } from 'vitest';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { TRADE_ENTRIES, projectStartupIds, projectTradeIds, startupMessageIds, startupSources } from '../../scripts/startup-catalog.ts';

const root = new URL('../..', import.meta.url).pathname;

describe('the start-up part of the catalog', () => {
  it('follows the start of / (the home screen, the tab bar, the offline banner) and not the other screens', () => {
    const sources = startupSources(root);
    for (const file of ['src/app/main.tsx', 'src/app/features/market/HomeScreen.tsx', 'src/app/ui/TabBar.tsx', 'src/app/features/offline/OfflineBanner.tsx', 'src/app/lib/error-text.ts'])
      expect(sources).toContain(file);
    for (const file of ['src/app/features/trade/TradeScreen.tsx', 'src/app/features/orders/OrdersScreen.tsx', 'src/app/features/account/LoginScreen.tsx']) expect(sources).not.toContain(file);
  });

  it('keeps the messages whose origin is a start-up file, by their compiled id', () => {
    const po = [
      '#: src/app/ui/TabBar.tsx',
      'msgid "Quotes"',
      'msgstr "行情"',
      '',
      '#: src/app/features/orders/OrdersScreen.tsx',
      'msgid "Orders"',
      'msgstr "訂單"',
      '',
      '#: src/app/features/trade/TradeScreen.tsx src/app/ui/TabBar.tsx',
      'msgctxt "tab"',
      'msgid "Trade"',
      'msgstr "交易"',
      '',
    ].join('\n');
    const ids = startupMessageIds(po, new Set(['src/app/ui/TabBar.tsx']));
    expect([...ids].sort()).toEqual([generateMessageId('Quotes'), generateMessageId('Trade', 'tab')].sort());
  });

  it('holds the home screen’s texts from the project’s catalogs, a small part of them', () => {
    const ids = projectStartupIds(root);
    expect(ids).toContain(generateMessageId('Instrument'));
    expect(ids).toContain(generateMessageId('Quotes'));
    expect(ids).not.toContain(generateMessageId('Close all'));
    expect(ids.size).toBeLessThan(120);
  });

  it('holds a first /trade’s texts: the start of / and the trade screen’s static part, not its lazily loaded parts', () => {
    const sources = startupSources(root, TRADE_ENTRIES, { dynamic: false });
    for (const file of ['src/app/features/trade/TradeScreen.tsx', 'src/app/features/trade/OrderPanel.tsx', 'src/app/features/trade/ChartPanel.tsx']) expect(sources).toContain(file);
    for (const file of ['src/app/features/trade/ticket/TicketBody.tsx', 'src/app/features/trade/ChartLive.tsx', 'src/app/features/orders/OrderToolbox.tsx', 'src/app/features/alerts/AlertSheet.tsx'])
      expect(sources).not.toContain(file);
    const ids = projectTradeIds(root);
    for (const id of projectStartupIds(root)) expect(ids).toContain(id);
    expect(ids).toContain(generateMessageId('A market order opens at the current price: buy at the ask, sell at the bid.'));
    expect(ids).toContain(generateMessageId('Indicators'));
    expect(ids).not.toContain(generateMessageId('Close all'));
    expect(ids.size).toBeLessThan(200);
  });
});
