import type { CountryCode } from 'libphonenumber-js/min';
import { useMemo } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { countryOptions } from '../utils/phone-numbers';

interface PhoneNumberFieldProps {
  country: CountryCode;
  onCountryChange: (country: CountryCode) => void;
  number: string;
  onNumberChange: (number: string) => void;
  error?: string | undefined;
  invalid?: boolean;
}

/** A country (with its dial code) and the number, which the form turns into E.164. */
export function PhoneNumberField({
  country,
  onCountryChange,
  number,
  onNumberChange,
  error,
  invalid,
}: PhoneNumberFieldProps) {
  const options = useMemo(() => countryOptions(), []);
  return (
    <div className="flex flex-col gap-5">
      <Field label="Country">
        {(control) => (
          <Select
            {...control}
            value={country}
            onChange={(event) => {
              const picked = options.find((option) => option.code === event.target.value);
              if (picked) onCountryChange(picked.code);
            }}
          >
            {options.map((option) => (
              <option key={option.code} value={option.code}>
                {option.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Phone number" error={error}>
        {(control) => (
          <Input
            {...control}
            aria-invalid={control['aria-invalid'] ?? (invalid || undefined)}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={number}
            onChange={(event) => onNumberChange(event.target.value)}
          />
        )}
      </Field>
    </div>
  );
}
