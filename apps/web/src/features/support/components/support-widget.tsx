'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { displayName } from '@/features/auth/session-user';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { hideCrispChat, openCrispChat } from '../crisp-chat';
import { supportHiddenOn } from '../support-paths';
import styles from './support-widget.module.css';

// The form's code is fetched on the first Help press, not with every page.
const SupportFormDialog = dynamic(() => import('./support-form-dialog').then((module) => module.SupportFormDialog), {
  ssr: false,
});

/**
 * The support widget (spec sections 1 and 2): a Help button on every page but those where it is
 * hidden (support-paths.ts). It opens the chat provider when one is configured, else a contact
 * form that reaches the admins (stored and emailed by the API).
 */
export function SupportWidget({ chatId }: { chatId: string | null }) {
  const pathname = usePathname();
  const hidden = supportHiddenOn(pathname);
  const { user } = useCurrentUser();
  const [formOpenOn, setFormOpenOn] = useState<string | null>(null);
  const [chatFailed, setChatFailed] = useState(false);

  useEffect(() => {
    if (hidden && chatId) hideCrispChat();
  }, [hidden, chatId]);

  if (hidden) return null;
  // Like every overlay, the form closes when the page changes.
  const formOpen = formOpenOn === pathname;
  const useChat = chatId !== null && !chatFailed;

  const onHelp = () => {
    if (!useChat) {
      setFormOpenOn(pathname);
      return;
    }
    const visitor = user ? { name: displayName(user), email: user.email } : null;
    // A chat that cannot load (blocked, offline) leaves the visitor the contact form.
    openCrispChat(chatId, visitor).catch(() => {
      setChatFailed(true);
      setFormOpenOn(pathname);
    });
  };

  return (
    <>
      {!formOpen && (
        <button
          type="button"
          className={styles.help}
          onClick={onHelp}
          aria-haspopup="dialog"
          data-testid="support-help"
        >
          <span className={styles.icon} aria-hidden="true">
            ?
          </span>
          <span className={styles.label}>Help</span>
        </button>
      )}
      {formOpen && (
        <SupportFormDialog
          pagePath={pathname}
          user={user ? { name: user.fullName, email: user.email } : null}
          onClose={() => setFormOpenOn(null)}
        />
      )}
    </>
  );
}
