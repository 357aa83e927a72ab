import { describe, expect, it, vi } from 'vitest';
import { readBundledBible } from './bundled-bible';

// The real files may be in use by other suites: fake the file system instead of deleting them.
const { readFileSync } = vi.hoisted(() => ({ readFileSync: vi.fn() }));
vi.mock('node:fs', () => ({ readFileSync }));

describe('readBundledBible', () => {
  it('parses <translation>.json from the generated folder', () => {
    readFileSync.mockReturnValueOnce('{"translation":"web","version":"1.0.1","books":{}}');

    expect(readBundledBible('web')).toEqual({ translation: 'web', version: '1.0.1', books: {} });
    expect(readFileSync).toHaveBeenLastCalledWith(
      expect.stringMatching(/apps\/api\/\.generated\/bibles\/web\.json$/),
      'utf8',
    );
  });

  it('says to run the build when the file is missing', () => {
    readFileSync.mockImplementationOnce(() => {
      throw Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT' });
    });

    expect(() => readBundledBible('kjv')).toThrow(
      /The bundled KJV text is missing \(.*kjv\.json\)\. Run `npm run build` to generate it\./,
    );
  });

  it('refuses a file that holds the other translation', () => {
    readFileSync.mockReturnValueOnce('{"translation":"web","version":"1.0.1","books":{}}');

    expect(() => readBundledBible('kjv')).toThrow('holds web, not kjv');
  });
});
