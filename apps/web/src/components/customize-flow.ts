// What the copy flow needs once someone copies or opens a prompt, loaded then (customize-dialog.tsx)
// rather than with the prompt page: the dialog, the included prompts' loader, the parser's filling
// half, and the fields' first values.
export {
  automaticValues,
  fillPlaceholders,
  includesOf,
  parsePrompt,
  unavailableIncludes,
} from '@prompt-lib/contract';
export { loadIncludedTexts } from '../api/included-prompts.ts';
export { prefillValues } from '../lib/prefill-values.ts';
export { CustomizeDialog } from './customize-dialog-panel.tsx';
