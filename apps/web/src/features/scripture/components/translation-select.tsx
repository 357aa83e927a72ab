import { isTranslationId, type TranslationId, translationLabel } from '@manna/shared';
import { SelectField } from '@/features/reader-settings';
import { useTranslations } from '../api/get-translations';

interface TranslationSelectProps {
  value: TranslationId;
  onChange: (translation: TranslationId) => void;
  label?: string;
  hint?: string;
  density?: 'default' | 'compact';
  className?: string;
  labelClassName?: string;
}

/**
 * The translations by name with the abbreviation in parentheses, those this server can serve
 * first; the others follow in a group that says why (docs/product/scripture.md#translations).
 * They stay selectable: without a key the server answers with the KJV and a notice saying so, and
 * during an outage chapters it has kept still open while the others offer KJV. On a phone the
 * closed select shows just the abbreviation.
 */
export function TranslationSelect({
  value,
  onChange,
  label = 'Translation',
  ...props
}: TranslationSelectProps) {
  const { translations } = useTranslations();
  const available = translations.filter((translation) => translation.available);
  const unavailable = translations.filter((translation) => !translation.available);
  const reasons = [...new Set(unavailable.map((translation) => translation.reason))];
  const chosen = translations.find((translation) => translation.id === value);
  return (
    <SelectField
      label={label}
      value={value}
      onChange={(event) => {
        if (isTranslationId(event.target.value)) onChange(event.target.value);
      }}
      displayValue={
        chosen ? (
          <>
            <span className="sm:hidden">{chosen.abbreviation}</span>
            <span className="max-sm:hidden">{translationLabel(chosen)}</span>
          </>
        ) : undefined
      }
      {...props}
    >
      {available.map((translation) => (
        <option key={translation.id} value={translation.id}>
          {translationLabel(translation)}
        </option>
      ))}
      {reasons.map((reason) => (
        <optgroup key={reason ?? ''} label={reason ?? 'Unavailable'}>
          {unavailable
            .filter((translation) => translation.reason === reason)
            .map((translation) => (
              <option key={translation.id} value={translation.id}>
                {translationLabel(translation)}
              </option>
            ))}
        </optgroup>
      ))}
    </SelectField>
  );
}
