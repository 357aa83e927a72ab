import { isTranslationId, TRANSLATIONS, translationLabel } from '@manna/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useReaderSettings } from '../hooks/use-reader-settings';
import { FontFamilySelect, FontSizeSelect } from './font-selects';
import { SelectField } from './select-field';

/**
 * Reading preferences in Settings (docs/product/accounts-and-shell.md#reading-preferences): the
 * same choices as the reader's own settings, saved with the account.
 */
export function ReadingPreferencesCard() {
  const { translation, setTranslation, textStyle } = useReaderSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Reading</CardTitle>
        <CardDescription>
          Your translation and reading font, the same on every device you sign in on.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <SelectField
          label="Translation"
          value={translation}
          onChange={(event) => {
            if (isTranslationId(event.target.value)) setTranslation(event.target.value);
          }}
        >
          {TRANSLATIONS.map((info) => (
            <option key={info.id} value={info.id}>
              {translationLabel(info)}
            </option>
          ))}
        </SelectField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FontFamilySelect />
          <FontSizeSelect />
        </div>
        <p style={textStyle} className="rounded-xl bg-muted/60 p-4">
          For God so loved the world, that he gave his only begotten Son.
        </p>
      </CardContent>
    </Card>
  );
}
