import {
  isTranslationId,
  type Translation,
  type TranslationId,
  translationLabel,
} from '@manna/shared';
import { SelectField } from '@/features/reader-settings';
import { useTranslations } from '../api/get-translations';

/** SPEC §3: the name with the abbreviation in parentheses; licensed ones without a key say so. */
export function translationOptionLabel(translation: Translation): string {
  const label = translationLabel(translation);
  return translation.available ? label : `${label} (unavailable)`;
}

interface TranslationSelectProps {
  value: TranslationId;
  onChange: (translation: TranslationId) => void;
  label?: string;
  hint?: string;
  density?: 'default' | 'compact';
  className?: string;
}

/**
 * The translations the server lists (SPEC §3 order). Unavailable ones stay selectable: the
 * server then answers with the KJV and a notice saying so.
 */
export function TranslationSelect({
  value,
  onChange,
  label = 'Translation',
  ...props
}: TranslationSelectProps) {
  const { translations } = useTranslations();
  return (
    <SelectField
      label={label}
      value={value}
      onChange={(event) => {
        if (isTranslationId(event.target.value)) onChange(event.target.value);
      }}
      {...props}
    >
      {translations.map((translation) => (
        <option key={translation.id} value={translation.id}>
          {translationOptionLabel(translation)}
        </option>
      ))}
    </SelectField>
  );
}
