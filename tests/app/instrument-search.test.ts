import { describe, expect, it } from 'vitest';
import type { Instrument } from '../../src/contract/market.ts';
import { matchesSearch, searchInstruments } from '../../src/app/features/market/instrument-search.ts';

const instrument = (Code: string, ShowCode: string, Name?: string) => ({ Code, ShowCode, Name }) as Instrument;
const gold = instrument('XAUUSD', 'XAU/USD', 'Gold');
const bitcoin = instrument('BTCUSD', 'BTC/USD', 'Bitcoin');
const dow = instrument('US30', 'US30', 'Dow Jones 30');
const euro = instrument('EURUSD', 'EUR/USD', 'Euro / US Dollar');
const dax = instrument('GER40', 'GER40', 'Índice DAX');
const goldHk = instrument('XAUUSD', 'XAU/USD', '黃金');
const unnamed = instrument('NGAS', 'NGAS');
const list = [gold, bitcoin, dow, euro, dax, unnamed];

const codes = (query: string) => searchInstruments(list, query).map((i) => i.Code);

describe('instrument search', () => {
  it('finds instruments by their translated name, whatever the case', () => {
    expect(codes('gold')).toEqual(['XAUUSD']);
    expect(codes('BITCOIN')).toEqual(['BTCUSD']);
    expect(codes('dow')).toEqual(['US30']);
    expect(matchesSearch(goldHk, '黃金')).toBe(true);
  });

  it('still finds them by code and by display code', () => {
    expect(codes('xau')).toEqual(['XAUUSD']);
    expect(codes('EUR/')).toEqual(['EURUSD']);
    expect(codes('usd')).toEqual(['XAUUSD', 'BTCUSD', 'EURUSD']);
    expect(codes('ngas')).toEqual(['NGAS']);
  });

  it('ignores spaces, slashes and accents on both sides', () => {
    expect(codes('eur usd')).toEqual(['EURUSD']);
    expect(codes('dow jones')).toEqual(['US30']);
    expect(codes('indice')).toEqual(['GER40']);
  });

  it('shows the whole list for an empty or blank search, and nothing for a search that matches nothing', () => {
    expect(codes('')).toHaveLength(list.length);
    expect(codes('   ')).toHaveLength(list.length);
    expect(codes('nothing-like-this')).toEqual([]);
  });
});
