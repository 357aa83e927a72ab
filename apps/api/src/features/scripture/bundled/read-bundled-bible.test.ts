import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUNDLED_BIBLES_DIR, readBundledBible } from './bundled-bible';

// A folder of the test's own: the real files may be in use by other suites.
let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'manna-bundled-bibles-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('readBundledBible', () => {
  it('reads from the folder the build writes to', () => {
    expect(BUNDLED_BIBLES_DIR).toMatch(/apps\/api\/\.generated\/bibles$/);
  });

  it('parses <translation>.json from the folder', () => {
    writeFileSync(
      path.join(folder, 'web.json'),
      '{"translation":"web","version":"1.0.1","books":{}}',
    );

    expect(readBundledBible('web', folder)).toEqual({
      translation: 'web',
      version: '1.0.1',
      books: {},
    });
  });

  it('says to run the build when the file is missing', () => {
    expect(() => readBundledBible('kjv', folder)).toThrow(
      /The bundled KJV text is missing \(.*kjv\.json\)\. Run `npm run build` to generate it\./,
    );
  });

  it('refuses a file that holds the other translation', () => {
    writeFileSync(
      path.join(folder, 'kjv.json'),
      '{"translation":"web","version":"1.0.1","books":{}}',
    );

    expect(() => readBundledBible('kjv', folder)).toThrow('holds web, not kjv');
  });
});
