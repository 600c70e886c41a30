import { describe, expect, it } from 'vitest';
import { parseServerConfig } from './config.server';

describe('parseServerConfig', () => {
  it('uses local defaults when nothing is set', () => {
    expect(parseServerConfig({})).toEqual({
      apiUrl: 'http://127.0.0.1:4000',
      publicWebUrl: 'http://localhost:3000',
      browser: { mapStyleUrl: null },
    });
  });

  it('drops trailing slashes and treats empty values as unset', () => {
    const config = parseServerConfig({ API_URL: 'http://api.internal:4000/', PUBLIC_WEB_URL: '', MAP_STYLE_URL: '' });
    expect(config.apiUrl).toBe('http://api.internal:4000');
    expect(config.publicWebUrl).toBe('http://localhost:3000');
    expect(config.browser.mapStyleUrl).toBeNull();
  });

  it('takes the map style from MAP_STYLE_URL, else NEXT_PUBLIC_MAP_STYLE_URL', () => {
    expect(
      parseServerConfig({ NEXT_PUBLIC_MAP_STYLE_URL: 'https://tiles.example.org/style.json' }).browser.mapStyleUrl,
    ).toBe('https://tiles.example.org/style.json');
  });

  it('names the variable that is wrong', () => {
    expect(() => parseServerConfig({ API_URL: 'not a url' })).toThrow(/API_URL/);
    expect(() => parseServerConfig({ PUBLIC_WEB_URL: 'ftp://example.org' })).toThrow(/PUBLIC_WEB_URL/);
  });
});
