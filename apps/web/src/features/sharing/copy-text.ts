// Copies text to the clipboard: the async Clipboard API where the page may use it, else the
// older selection-based copy (http pages and some in-app browsers have no Clipboard API).

export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused or not focused: try the fallback below.
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  // Inside an open modal <dialog> the rest of the page is inert: the field must live in the dialog.
  (document.activeElement?.closest('dialog') ?? document.body).append(field);
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}
