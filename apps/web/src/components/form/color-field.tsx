import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '@/lib/cn';
import { PALETTE_LABELS, PALETTE_SWATCH, type PaletteColor } from '@/lib/palette';

interface ColorFieldProps {
  colors: readonly PaletteColor[];
  /** The colour chosen now, which is ringed. */
  value: PaletteColor | undefined;
  /** `register('color')`: each swatch is one of its radio buttons. */
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  /** The swatches' size (a Tailwind size class). */
  swatchSize?: 'size-8' | 'size-9';
}

/** 'Color': a row of round swatches to choose from. */
export function ColorField({
  colors,
  value,
  registration,
  error,
  swatchSize = 'size-9',
}: ColorFieldProps) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium leading-none">Color</legend>
      <div className="flex flex-wrap gap-2">
        {colors.map((option) => (
          <label key={option} className="relative cursor-pointer" title={PALETTE_LABELS[option]}>
            <input
              type="radio"
              value={option}
              aria-label={PALETTE_LABELS[option]}
              className="peer sr-only"
              {...registration}
            />
            <span
              aria-hidden="true"
              className={cn(
                'block rounded-full border-2 border-card shadow-sm ring-offset-2 ring-offset-card transition',
                'peer-focus-visible:ring-2 peer-focus-visible:ring-ring',
                swatchSize,
                value === option ? 'ring-2 ring-foreground' : 'hover:scale-110',
                PALETTE_SWATCH[option],
              )}
            />
          </label>
        ))}
      </div>
      {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
    </fieldset>
  );
}
