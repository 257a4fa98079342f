// "Language" (issue 31): only the prompts written in one language, or all of them.
import { Trans, useLingui } from '@lingui/react/macro';
import { Languages } from 'lucide-react';
import { languageChoices } from '../../../lib/language-names.ts';
import { ToolbarSelect } from './toolbar-select.tsx';

export function LanguageFilter({ value, onChange }: { value: string; onChange: (language: string) => void }) {
  const { t } = useLingui();
  return (
    <ToolbarSelect label={<Trans>Language</Trans>} Icon={Languages} value={value} onChange={onChange}>
      <option value="">{t`All languages`}</option>
      {languageChoices(value || undefined).map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </ToolbarSelect>
  );
}
