import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { codeCooldownsAtom, secondsLeft, startCooldown } from '../../src/app/features/account/code-cooldown.ts';
import { CodePurpose, codeTarget, type CodeAddress } from '../../src/app/features/account/code-address.ts';

const tw = { id: 2, code: 'TW', global_code: '886', name: 'Taiwan' };
const phone: CodeAddress = { channel: 'mobile', area: tw, email: '', phone: '0912-345 678' };
const email: CodeAddress = { channel: 'email', area: undefined, email: ' Ann@Example.com ', phone: '' };

describe('the resend countdown', () => {
  it('counts down 60 s for the purpose and address a code was sent to, and ends', () => {
    const store = createStore();
    const sentAt = Date.now();
    const register = codeTarget(CodePurpose.REGISTER, phone);
    store.set(codeCooldownsAtom, startCooldown(register, sentAt));
    expect(secondsLeft(store.get(codeCooldownsAtom), register, sentAt)).toBe(60);
    expect(secondsLeft(store.get(codeCooldownsAtom), register, sentAt + 59_001)).toBe(1);
    expect(secondsLeft(store.get(codeCooldownsAtom), register, sentAt + 60_000)).toBe(0);
  });

  it('does not carry a registration code over to the change-password form of the same phone', () => {
    const store = createStore();
    const sentAt = Date.now();
    store.set(codeCooldownsAtom, startCooldown(codeTarget(CodePurpose.REGISTER, phone), sentAt));
    expect(secondsLeft(store.get(codeCooldownsAtom), codeTarget(CodePurpose.RESET, phone), sentAt + 5_000)).toBe(0);
  });

  it('continues a reset countdown on another reset form for the same address, however it is typed', () => {
    const store = createStore();
    const sentAt = Date.now();
    store.set(codeCooldownsAtom, startCooldown(codeTarget(CodePurpose.RESET, email), sentAt));
    const sameAddress: CodeAddress = { ...email, email: 'ann@example.com' };
    expect(secondsLeft(store.get(codeCooldownsAtom), codeTarget(CodePurpose.RESET, sameAddress), sentAt + 5_000)).toBe(55);
    const otherAddress: CodeAddress = { ...email, email: 'bob@example.com' };
    expect(secondsLeft(store.get(codeCooldownsAtom), codeTarget(CodePurpose.RESET, otherAddress), sentAt + 5_000)).toBe(0);
  });
});
