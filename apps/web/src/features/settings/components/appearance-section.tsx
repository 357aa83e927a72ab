import { Moon } from 'lucide-react';
import { useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useDarkMode } from '@/hooks/use-dark-mode';

export function AppearanceSection() {
  const [darkMode, setDarkMode] = useDarkMode();
  const id = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Appearance</CardTitle>
        <CardDescription>Choose what is most restful for your eyes.</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex items-center justify-between gap-4 rounded-xl bg-muted/60 p-4">
          <div className="flex items-start gap-3">
            <Moon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
            <div>
              <Label htmlFor={id} className="text-base">
                Dark mode
              </Label>
              <p id={`${id}-hint`} className="mt-1 text-sm text-muted-foreground">
                Softer light for evening reading. Remembered on this device.
              </p>
            </div>
          </div>
          <Switch
            id={id}
            checked={darkMode}
            onCheckedChange={setDarkMode}
            aria-describedby={`${id}-hint`}
          />
        </div>
      </CardContent>
    </Card>
  );
}
