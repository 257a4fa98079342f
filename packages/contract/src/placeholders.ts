// Placeholders in prompt content: the one parser for the customize dialog (web), the MCP prompt
// arguments (server), include resolution and the highlighted prompt text. Nothing else knows the
// syntax (placeholder-syntax.ts) or how it fills (placeholder-fill.ts); everything else calls
// parsePlaceholders / parsePrompt, fillPlaceholders / fillSegments, splitPlaceholders, includesOf.
export * from './placeholder-fill.ts';
export * from './placeholder-syntax.ts';
