// What the popup runs inside the page (chrome.scripting.executeScript serialises this one function,
// so it must not use anything from outside itself): put the text where the page's focus is, the way
// typing or pasting would, so the page's own code sees the change.
//
// The focused field is the page's document.activeElement when the popup asks: opening the popup takes
// the window's focus but leaves the page's active element as it was, so no script has to watch focus
// on every site (which would need permission to read every site). Focus is followed into same-origin
// frames and open shadow roots.
//   - textarea and text inputs: the value is set through the element prototype's own setter, then an
//     `input` event is sent. Frameworks that keep the value (React's value tracker) compare against
//     what the instance setter last saw, so going around it is what makes them notice the change.
//   - contenteditable editors (ProseMirror, Lexical, Slate, Quill): the caret is kept if it is in the
//     editor (else put at its end); a `beforeinput` of inputType insertText goes first, which editors
//     that keep their own model take (and cancel); otherwise execCommand('insertText') edits as typing
//     does and sends the `input` event editors that read the DOM (ProseMirror) listen for; where that
//     changes nothing, a paste event carries the text in a DataTransfer.
export type InsertResult = 'inserted' | 'no-field' | 'refused';

export function insertIntoFocusedField(text: string): InsertResult {
  let active: Element | null = document.activeElement;
  for (let depth = 0; active && depth < 10; depth += 1) {
    if (active.tagName === 'IFRAME' || active.tagName === 'FRAME') {
      let inner: Element | null | undefined;
      try {
        inner = (active as HTMLIFrameElement).contentDocument?.activeElement;
      } catch {
        inner = null; // another origin's frame
      }
      if (!inner || inner === active) break;
      active = inner;
    } else if (active.shadowRoot?.activeElement) {
      active = active.shadowRoot.activeElement;
    } else break;
  }
  if (!active) return 'no-field';
  const doc = active.ownerDocument;
  const view = doc.defaultView;
  if (!view) return 'no-field';

  const TEXT_INPUTS = ['', 'text', 'search', 'url', 'tel', 'email'];
  const isTextArea = active.tagName === 'TEXTAREA';
  const isTextInput =
    active.tagName === 'INPUT' && TEXT_INPUTS.includes((active.getAttribute('type') ?? '').toLowerCase());
  if (isTextArea || isTextInput) {
    const field = active as HTMLTextAreaElement | HTMLInputElement;
    if (field.disabled || field.readOnly) return 'no-field';
    field.focus();
    let start = field.value.length;
    let end = start;
    try {
      start = field.selectionStart ?? start;
      end = field.selectionEnd ?? start;
    } catch {
      // An e-mail input has no selection: the text goes at the end.
    }
    const next = field.value.slice(0, start) + text + field.value.slice(end);
    const prototype = isTextArea ? view.HTMLTextAreaElement.prototype : view.HTMLInputElement.prototype;
    const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
    if (setValue) setValue.call(field, next);
    else field.value = next;
    try {
      field.setSelectionRange(start + text.length, start + text.length);
    } catch {
      // As above: no selection to move.
    }
    field.dispatchEvent(new view.InputEvent('input', { bubbles: true, inputType: 'insertText', data: text }));
    field.dispatchEvent(new view.Event('change', { bubbles: true }));
    return 'inserted';
  }

  if (!(active as HTMLElement).isContentEditable) return 'no-field';
  let host = active as HTMLElement;
  while (host.parentElement?.isContentEditable) host = host.parentElement;
  host.focus();
  const selection = doc.getSelection();
  if (selection && !(selection.rangeCount > 0 && host.contains(selection.anchorNode))) {
    const range = doc.createRange();
    range.selectNodeContents(host);
    range.collapse(false);
    selection.removeAllRanges();
    selection.addRange(range);
  }
  const before = host.textContent;
  const changed = () => host.textContent !== before;
  // An editor that makes the change itself (Lexical, Slate) cancels the beforeinput: it has the text,
  // even if it redraws later. One that leaves it (ProseMirror, Quill) reads the edit the browser makes.
  const asked = new view.InputEvent('beforeinput', {
    bubbles: true,
    cancelable: true,
    inputType: 'insertText',
    data: text,
  });
  if (!host.dispatchEvent(asked) || changed()) return 'inserted';
  try {
    doc.execCommand('insertText', false, text);
  } catch {
    // Not supported here: a paste below.
  }
  if (changed()) return 'inserted';
  const data = new view.DataTransfer();
  data.setData('text/plain', text);
  const pasted = new view.ClipboardEvent('paste', { bubbles: true, cancelable: true, clipboardData: data });
  return !host.dispatchEvent(pasted) || changed() ? 'inserted' : 'refused';
}
