// Route module for /suggestions: the suggested edits the user received and sent (issue 29).
import { SuggestionsInbox } from '../../features/suggestions/components/suggestions-inbox.tsx';

export default function SuggestionsRoute() {
  return <SuggestionsInbox />;
}
