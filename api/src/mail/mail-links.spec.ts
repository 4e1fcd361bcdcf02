import type { ConfigService } from '@nestjs/config';
import type { Env } from '../config/env.validation';
import { MailLinks } from './mail-links';

describe('MailLinks.app', () => {
  const settings: Record<string, string> = {
    MAIL_LINK_SECRET: 's'.repeat(32),
    PUBLIC_APP_URL: 'https://carmarket.example/',
    PUBLIC_API_URL: 'https://api.carmarket.example',
  };
  const links = new MailLinks({ get: (key: string) => settings[key] } as unknown as ConfigService<Env, true>);

  it("opens a path of the web app on the app's own address", () => {
    expect(links.app('/search?q=kia')).toBe('https://carmarket.example/search?q=kia');
    expect(links.app('/listing/abc')).toBe('https://carmarket.example/listing/abc');
  });

  it('never leads to another host, whatever a stored link says', () => {
    for (const link of [
      '//evil.example/x',
      '/\\evil.example/x',
      'https://evil.example/x',
      '@evil.example',
      ' //evil.example',
    ])
      expect([link, new URL(links.app(link)).origin]).toEqual([link, 'https://carmarket.example']);
  });
});
