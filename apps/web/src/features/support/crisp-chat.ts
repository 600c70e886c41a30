// The chat provider, when NEXT_PUBLIC_SUPPORT_CHAT_ID is set: Crisp (https://docs.crisp.chat/
// guides/chatbox-sdks/web-sdk/). Its script loads on the first Help press, never with the page;
// Crisp's own launcher is kept hidden so the Help button stays the one way in (and stays hidden
// where the widget is).
import { loadScriptOnce } from '@/lib/load-script';

type CrispCommand = [string, ...unknown[]];

declare global {
  interface Window {
    $crisp?: CrispCommand[] | { push(command: CrispCommand): void };
    CRISP_WEBSITE_ID?: string;
  }
}

const CRISP_SCRIPT = 'https://client.crisp.chat/l.js';

function push(command: CrispCommand): void {
  window.$crisp ??= [];
  window.$crisp.push(command);
}

/** Opens the chat, telling it who is writing when the visitor is signed in. */
export async function openCrispChat(websiteId: string, visitor: { name: string; email: string } | null): Promise<void> {
  if (!window.CRISP_WEBSITE_ID) {
    window.CRISP_WEBSITE_ID = websiteId;
    push(['safe', true]);
    push(['do', 'chat:hide']);
    // Closing the chat hides Crisp's bubble again: only the Help button remains.
    push(['on', 'chat:closed', () => push(['do', 'chat:hide'])]);
  }
  if (visitor) {
    if (visitor.email) push(['set', 'user:email', [visitor.email]]);
    if (visitor.name) push(['set', 'user:nickname', [visitor.name]]);
  }
  push(['do', 'chat:show']);
  push(['do', 'chat:open']);
  await loadScriptOnce(CRISP_SCRIPT);
}

/** On a page where support stays out of the way, an open chat goes too. */
export function hideCrispChat(): void {
  if (window.CRISP_WEBSITE_ID) push(['do', 'chat:hide']);
}
