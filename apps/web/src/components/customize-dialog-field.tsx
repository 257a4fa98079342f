// One field of the customize dialog: a text input for a blank ("[topic]", "[topic: tea]") or a native
// select for a choice ("[tone: formal | casual]"); native, so phones show their own picker.
import { type Placeholder, placeholderLabel } from '@prompt-lib/contract';
import { ChevronDown } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { fieldClass, Input } from './ui/input.tsx';
import { Label } from './ui/label.tsx';

export function PlaceholderField({
  id,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  placeholder: Placeholder;
  value: string;
  onChange: (value: string) => void;
}) {
  const label = placeholderLabel(placeholder.name);
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {placeholder.choices ? (
        <div className="relative">
          <select
            id={id}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className={cn(fieldClass, 'h-10 appearance-none pr-9')}
          >
            {placeholder.choices.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
          />
        </div>
      ) : (
        <Input
          id={id}
          value={value}
          placeholder={`Enter ${label.toLowerCase()}`}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </div>
  );
}
