// The chat fixture's page code, written like the frameworks it stands in for.
//
// The textarea is "controlled" as React controls one: a value tracker on the element records what the
// element's own `value` setter was given, and an `input` event only counts when the value differs from
// it. So a script that sets `textarea.value = …` and sends `input` is ignored, exactly as React ignores
// it; only the prototype's native setter (or real typing) gets through.
const chat = document.getElementById('chat');
const textareaModel = document.getElementById('textarea-model');
const nativeValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value');
let tracked = '';
Object.defineProperty(chat, 'value', {
  configurable: true,
  get() {
    return nativeValue.get.call(this);
  },
  set(value) {
    tracked = String(value);
    nativeValue.set.call(this, value);
  },
});
chat.addEventListener('input', () => {
  const value = nativeValue.get.call(chat);
  if (value === tracked) return;
  tracked = value;
  textareaModel.textContent = value;
});

// The editor keeps its own document (a string) as ProseMirror does and redraws the DOM from it. Like
// ProseMirror, it leaves `beforeinput` to the browser and takes each edit from the `input` event the
// browser sends once it has made it (typing, execCommand), or from a paste. Text put into the DOM any
// other way (a script setting textContent) is not in the document and is wiped at the next redraw.
const editor = document.getElementById('editor');
const editorModel = document.getElementById('editor-model');
let doc = '';
let caret = 0;
function render() {
  editor.textContent = doc;
  editorModel.textContent = doc;
  const text = editor.firstChild;
  if (text && document.activeElement === editor) {
    const range = document.createRange();
    range.setStart(text, caret);
    range.collapse(true);
    const selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
  }
}
function insert(text) {
  doc = doc.slice(0, caret) + text + doc.slice(caret);
  caret += text.length;
  render();
}
editor.addEventListener('input', (event) => {
  if (event.inputType === 'insertText' || event.inputType === 'insertReplacementText')
    insert(event.data ?? '');
});
editor.addEventListener('paste', (event) => {
  event.preventDefault();
  insert(event.clipboardData?.getData('text/plain') ?? '');
});
editor.addEventListener('focus', () => {
  caret = doc.length;
});
render();
