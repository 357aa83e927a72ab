import { describe, expect, it } from 'vitest';
import {
  canStepFontSize,
  DEFAULT_FONT_SETTINGS,
  FONT_FAMILIES,
  FONT_SIZES,
  fontFamilyOption,
  fontSizeLabel,
  lineHeightFor,
  nearestFontSize,
  parseFontFamily,
  parseFontSettings,
  serializeFontSettings,
  stepFontSize,
} from './font-settings';

describe('font sizes', () => {
  it('offers the seven sizes with their names, Medium 16 by default', () => {
    expect(FONT_SIZES.map(({ value, label }) => `${value} ${label}`)).toEqual([
      '12 Extra Small',
      '14 Small',
      '16 Medium',
      '18 Large',
      '20 Extra Large',
      '22 XXL',
      '24 XXXL',
    ]);
    expect(DEFAULT_FONT_SETTINGS.fontSize).toBe(16);
    expect(fontSizeLabel(16)).toBe('Medium (16px)');
    expect(fontSizeLabel(24)).toBe('XXXL (24px)');
  });

  it('uses line height 1.6 up to 16px, 1.5 up to 20px and 1.4 above', () => {
    expect(FONT_SIZES.map(({ value }) => lineHeightFor(value))).toEqual([
      1.6, 1.6, 1.6, 1.5, 1.5, 1.4, 1.4,
    ]);
    expect(lineHeightFor(16.5)).toBe(1.5);
    expect(lineHeightFor(20.5)).toBe(1.4);
  });

  it('steps one size up or down', () => {
    expect(stepFontSize(16, 1)).toBe(18);
    expect(stepFontSize(16, -1)).toBe(14);
    expect(stepFontSize(22, 1)).toBe(24);
  });

  it('clamps stepping at both ends of the list', () => {
    expect(stepFontSize(24, 1)).toBe(24);
    expect(stepFontSize(12, -1)).toBe(12);
    expect(canStepFontSize(24, 1)).toBe(false);
    expect(canStepFontSize(12, -1)).toBe(false);
    expect(canStepFontSize(12, 1)).toBe(true);
    expect(canStepFontSize(24, -1)).toBe(true);
  });

  it('steps from the nearest listed size when the current one is not listed', () => {
    expect(stepFontSize(17, 1)).toBe(18);
    expect(stepFontSize(30, -1)).toBe(22);
    expect(stepFontSize(Number.NaN, 1)).toBe(18);
  });

  it('snaps any number to the nearest listed size, the smaller on a tie', () => {
    expect(nearestFontSize(16)).toBe(16);
    expect(nearestFontSize(15)).toBe(14);
    expect(nearestFontSize(15.1)).toBe(16);
    expect(nearestFontSize(3)).toBe(12);
    expect(nearestFontSize(99)).toBe(24);
    expect(nearestFontSize(Number.POSITIVE_INFINITY)).toBe(16);
  });
});

describe('font families', () => {
  it('offers the 13 families in order, Avenir (a sans-serif stack) by default', () => {
    expect(FONT_FAMILIES.map((family) => family.label)).toEqual([
      'Avenir',
      'Noto Serif',
      'Georgia',
      'Times New Roman',
      'Crimson Text',
      'Libre Baskerville',
      'Open Sans',
      'Roboto',
      'Inter',
      'Source Sans Pro',
      'Lato',
      'Merriweather',
      'Playfair Display',
    ]);
    expect(DEFAULT_FONT_SETTINGS.fontFamily).toBe('avenir');
    expect(fontFamilyOption('avenir').stack).toMatch(
      /^'Avenir Next', Avenir, 'Nunito Sans'.*sans-serif$/,
    );
  });

  it('backs the system fonts with self-hosted look-alikes', () => {
    expect(fontFamilyOption('georgia').stack).toBe("Georgia, 'Gelasio', serif");
    expect(fontFamilyOption('times-new-roman').stack).toContain("'Tinos'");
    expect(fontFamilyOption('source-sans-pro').stack).toContain("'Source Sans 3'");
  });

  it('reads a family from an id, a label or a CSS stack', () => {
    expect(parseFontFamily('noto-serif')).toBe('noto-serif');
    expect(parseFontFamily('Noto Serif')).toBe('noto-serif');
    expect(parseFontFamily('times new roman')).toBe('times-new-roman');
    expect(parseFontFamily("'Crimson Text', Georgia, serif")).toBe('crimson-text');
    expect(parseFontFamily('"Avenir Next", Avenir, sans-serif')).toBe('avenir');
    expect(parseFontFamily('Source Sans 3')).toBe('source-sans-pro');
    expect(parseFontFamily('Comic Sans MS')).toBeUndefined();
    expect(parseFontFamily('')).toBeUndefined();
    expect(parseFontFamily(42)).toBeUndefined();
  });
});

describe('parseFontSettings', () => {
  it('reads what serializeFontSettings wrote', () => {
    const stored = serializeFontSettings({ fontSize: 20, fontFamily: 'merriweather' });
    expect(JSON.parse(stored)).toEqual({ fontSize: 20, fontFamily: 'merriweather' });
    expect(parseFontSettings(stored)).toEqual({ fontSize: 20, fontFamily: 'merriweather' });
  });

  it('gives the defaults for nothing, corrupt JSON or a non-object', () => {
    for (const raw of [null, undefined, '', '{', 'null', '[]', '"16"', '16', 'true']) {
      expect(parseFontSettings(raw)).toEqual(DEFAULT_FONT_SETTINGS);
    }
  });

  it('keeps a good field when the other is bad', () => {
    expect(parseFontSettings('{"fontSize":22,"fontFamily":"Wingdings"}')).toEqual({
      fontSize: 22,
      fontFamily: 'avenir',
    });
    expect(parseFontSettings('{"fontSize":"huge","fontFamily":"Lato"}')).toEqual({
      fontSize: 16,
      fontFamily: 'lato',
    });
  });

  it('accepts sizes written as strings or off the list', () => {
    expect(parseFontSettings('{"fontSize":"18px"}').fontSize).toBe(18);
    expect(parseFontSettings('{"fontSize":"14"}').fontSize).toBe(14);
    expect(parseFontSettings('{"fontSize":19}').fontSize).toBe(18);
    expect(parseFontSettings('{"fontSize":1000}').fontSize).toBe(24);
    expect(parseFontSettings('{"fontSize":null}').fontSize).toBe(16);
  });
});
