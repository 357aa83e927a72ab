import type { ReactNode } from 'react';
import { useReaderSettings } from '../hooks/use-reader-settings';
import {
  FONT_FAMILIES,
  FONT_SIZES,
  fontSizeLabel,
  fontSizeName,
  isFontFamilyId,
  nearestFontSize,
} from '../utils/font-settings';
import { SelectField } from './select-field';

interface ReaderSelectProps {
  label?: ReactNode;
  hint?: ReactNode;
  density?: 'default' | 'compact';
  className?: string;
  labelClassName?: string;
}

/**
 * The font sizes (docs/product/scripture.md#font-sizes); the choice is saved at once and applies to
 * every reader. On a phone the closed select shows the size's name alone.
 */
export function FontSizeSelect({ label = 'Font size', ...props }: ReaderSelectProps) {
  const { fontSize, setFontSize } = useReaderSettings();
  return (
    <SelectField
      label={label}
      value={fontSize}
      onChange={(event) => setFontSize(nearestFontSize(Number(event.target.value)))}
      displayValue={
        <>
          <span className="sm:hidden">{fontSizeName(fontSize)}</span>
          <span className="max-sm:hidden">{fontSizeLabel(fontSize)}</span>
        </>
      }
      {...props}
    >
      {FONT_SIZES.map(({ value }) => (
        <option key={value} value={value}>
          {fontSizeLabel(value)}
        </option>
      ))}
    </SelectField>
  );
}

/** The 13 reading fonts, Avenir first, the default (docs/product/scripture.md#fonts). */
export function FontFamilySelect({ label = 'Font family', ...props }: ReaderSelectProps) {
  const { fontFamily, setFontFamily } = useReaderSettings();
  return (
    <SelectField
      label={label}
      value={fontFamily}
      onChange={(event) => {
        if (isFontFamilyId(event.target.value)) setFontFamily(event.target.value);
      }}
      {...props}
    >
      {FONT_FAMILIES.map(({ id, label: familyLabel }) => (
        <option key={id} value={id}>
          {familyLabel}
        </option>
      ))}
    </SelectField>
  );
}
