import { describe, expect, it } from 'vitest';
import { externalServiceUrl, platformName, serviceMode } from '../../src/app/features/support/service-link.ts';

const info = { uid: '12345678', language: 'ar', platform: 'android-pwa', version: '0.1.0' };

describe('customer service link', () => {
  it('chooses the dialog for 2, the outside link for 3 and the chat otherwise or without a link', () => {
    expect(serviceMode(2, 'https://help.example.com')).toBe('dialog');
    expect(serviceMode(3, 'https://help.example.com')).toBe('external');
    expect(serviceMode(1, 'https://help.example.com')).toBe('chat');
    expect(serviceMode(3, '  ')).toBe('chat');
    expect(serviceMode(undefined, undefined)).toBe('chat');
  });

  it('adds the client facts after an existing query and before the fragment, encoded', () => {
    expect(externalServiceUrl('https://help.example.com/desk', info)).toBe('https://help.example.com/desk?uid=12345678&language=ar&platform=android-pwa&app_version=0.1.0');
    expect(externalServiceUrl('https://help.example.com/desk?team=fx&uid=spoofed#chat', { ...info, uid: 'a b&c' })).toBe(
      'https://help.example.com/desk?team=fx&uid=a+b%26c&language=ar&platform=android-pwa&app_version=0.1.0#chat',
    );
  });

  it('refuses a link that is not http(s)', () => {
    expect(externalServiceUrl('javascript:alert(1)', info)).toBeNull();
    expect(externalServiceUrl('not a url', info)).toBeNull();
  });

  it('names the platform', () => {
    expect(platformName({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' }, false)).toBe('ios');
    expect(platformName({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7)' }, true)).toBe('android-pwa');
    expect(platformName({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' }, false)).toBe('web');
  });
});
