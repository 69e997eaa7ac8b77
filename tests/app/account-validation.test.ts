import { describe, expect, it } from 'vitest';
import { checkChangePassword, checkForgot, checkLogin, checkRegister, hasMissing, hasProblems, normalizePhone } from '../../src/app/features/account/validation.ts';

const filled = {
  channel: 'email' as const,
  dialingCode: '886',
  email: 'ana@example.com',
  phone: '',
  code: '123456',
  password: 'secret123',
  rePassword: 'secret123',
  captcha: 'AB2C',
  captchaNeeded: true,
};

describe('the login form', () => {
  it('asks for the account and the password when both are empty', () => {
    expect(checkLogin({ channel: 'email', account: ' ', password: '' })).toEqual({ account: 'required', password: 'required' });
  });

  it('accepts any typed account, leaving the judgement to the server', () => {
    expect(checkLogin({ channel: 'mobile', account: 'old-style-name', password: 'x' })).toEqual({});
  });

  it('asks for the image code once the server wants it, and only then', () => {
    expect(checkLogin({ channel: 'email', account: 'a@b.co', password: 'x', captcha: ' ', captchaNeeded: true })).toEqual({ captcha: 'required' });
    expect(checkLogin({ channel: 'email', account: 'a@b.co', password: 'x', captcha: 'AB3K', captchaNeeded: true })).toEqual({});
    expect(checkLogin({ channel: 'email', account: 'a@b.co', password: 'x', captcha: '', captchaNeeded: false })).toEqual({});
  });
});

describe('the register form', () => {
  it('is complete when every field is filled correctly', () => {
    expect(checkRegister(filled)).toEqual({});
  });

  it('says "please complete" when fields are missing, with a prompt for each', () => {
    const problems = checkRegister({ ...filled, email: '', code: '', password: '', rePassword: '', captcha: '' });
    expect(problems).toEqual({ email: 'required', code: 'required', password: 'required', rePassword: 'required', captcha: 'required' });
    expect(hasMissing(problems)).toBe(true);
  });

  it('reports a password inconsistency without calling it missing', () => {
    const problems = checkRegister({ ...filled, rePassword: 'secret124' });
    expect(problems).toEqual({ rePassword: 'mismatch' });
    expect(hasProblems(problems)).toBe(true);
    expect(hasMissing(problems)).toBe(false);
  });

  it('holds a new password to 8 to 64 characters with a letter and a digit, as the server does', () => {
    for (const weak of ['short1a', 'onlyletters', '12345678', `a1${'x'.repeat(63)}`]) {
      expect(checkRegister({ ...filled, password: weak, rePassword: weak }).password).toBe('weak');
    }
    expect(checkRegister({ ...filled, password: 'пароль123', rePassword: 'пароль123' }).password).toBeUndefined();
  });

  it('refuses the five excluded dialing codes and asks for an area when none is chosen', () => {
    for (const code of ['850', '972', '86', '678', '53']) expect(checkRegister({ ...filled, dialingCode: code }).area).toBe('region');
    expect(checkRegister({ ...filled, dialingCode: '852' }).area).toBeUndefined();
    expect(checkRegister({ ...filled, dialingCode: undefined }).area).toBe('required');
  });

  it('needs the image code only when the site asks for a captcha', () => {
    expect(checkRegister({ ...filled, captcha: '', captchaNeeded: false })).toEqual({});
  });

  it('checks the phone, not the email, when registering by mobile', () => {
    const byMobile = { ...filled, channel: 'mobile' as const, email: '' };
    expect(checkRegister({ ...byMobile, phone: '' })).toEqual({ phone: 'required' });
    expect(checkRegister({ ...byMobile, phone: '12a' })).toEqual({ phone: 'invalid' });
    expect(checkRegister({ ...byMobile, phone: '+886 912-345 678' })).toEqual({});
  });

  it('wants a code of six digits', () => {
    expect(checkRegister({ ...filled, code: '12345' }).code).toBe('invalid');
  });

  it('spots an email address the server would refuse', () => {
    expect(checkRegister({ ...filled, email: 'ana@example' }).email).toBe('invalid');
  });
});

describe('the forgot and change password forms', () => {
  it('forgot by email does not ask for a country or region', () => {
    expect(checkForgot({ ...filled, dialingCode: undefined })).toEqual({});
  });

  it('forgot by mobile asks for the area and the phone', () => {
    expect(checkForgot({ ...filled, channel: 'mobile', dialingCode: undefined, phone: '' })).toEqual({ area: 'required', phone: 'required' });
  });

  it('change password needs the code and matching new passwords', () => {
    expect(checkChangePassword({ code: '', password: '', rePassword: '' })).toEqual({ code: 'required', password: 'required', rePassword: 'required' });
    expect(checkChangePassword({ code: '654321', password: 'newpass12', rePassword: 'newpass13' })).toEqual({ rePassword: 'mismatch' });
  });
});

describe('a phone number', () => {
  it('is sent as digits only, as the server stores it', () => {
    expect(normalizePhone('+886 (912) 345-678')).toBe('886912345678');
  });
});
