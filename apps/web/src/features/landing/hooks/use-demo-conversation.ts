/**
 * The live demo's conversation. The engine (about 40 KB gzip) is not part of the landing page's first
 * load: `prepare()` starts loading it on the visitor's first interaction with the demo (focus,
 * pointer), and `send()` waits for it if it is still on its way. Nothing leaves the browser.
 */
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '@tally/shared/languages';
import { i18n } from '../../../lib/i18n/i18n';
import type * as DemoEngineModule from '../demo/demo-engine';
import type { DemoSession } from '../demo/demo-engine';

type DemoEngine = typeof DemoEngineModule;

export interface DemoMessage {
  id: number;
  role: 'user' | 'assistant';
  text: string;
  /** The reply's language (the sentence's, which may differ from the page's). */
  language?: Language;
  isRecorded?: boolean;
}

let enginePromise: Promise<DemoEngine> | null = null;

function loadEngine(): Promise<DemoEngine> {
  enginePromise ??= import('../demo/demo-engine').catch((error: unknown) => {
    // A failed download may succeed on the next try.
    enginePromise = null;
    throw error;
  });
  return enginePromise;
}

/** A demo notice in the language of the visitor's sentence (its catalog may not be loaded yet). */
async function noticeText(language: Language, key: 'fromYourData'): Promise<string> {
  if (!i18n.hasResourceBundle(language, 'landing')) await i18n.loadLanguages(language);
  return i18n.getFixedT(language, 'landing')(`demo.notice.${key}`);
}

function visitorTimezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export function useDemoConversation() {
  const { i18n: active } = useTranslation();
  const [messages, setMessages] = useState<DemoMessage[]>([]);
  const [isThinking, setIsThinking] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  const session = useRef<DemoSession | null>(null);
  const nextId = useRef(1);
  const busy = useRef(false);

  const prepare = useCallback(() => {
    loadEngine().catch(() => undefined);
  }, []);

  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      if (message === '' || busy.current) return;
      busy.current = true;
      const pageLanguage: Language = isLanguage(active.language) ? active.language : 'en';
      setMessages((list) => [...list, { id: nextId.current++, role: 'user', text: message }]);
      setIsThinking(true);
      setHasFailed(false);
      try {
        const engine = await loadEngine();
        const answer = await engine.answerDemo(
          message,
          {
            now: new Date(),
            timezone: visitorTimezone(),
            currency: engine.chooseDemoCurrency(pageLanguage, navigator.languages),
            language: pageLanguage,
          },
          session.current ?? engine.createDemoSession(),
        );
        const reply = 'text' in answer.reply ? answer.reply.text : await noticeText(answer.language, answer.reply.notice);
        session.current = engine.rememberExchange(answer.session, message, reply);
        const isRecorded = 'text' in answer.reply && answer.reply.isRecorded;
        setMessages((list) => [...list, { id: nextId.current++, role: 'assistant', text: reply, language: answer.language, isRecorded }]);
      } catch {
        setHasFailed(true);
      } finally {
        busy.current = false;
        setIsThinking(false);
      }
    },
    [active],
  );

  const restart = useCallback(() => {
    session.current = null;
    setMessages([]);
    setHasFailed(false);
  }, []);

  return { messages, isThinking, hasFailed, prepare, send, restart };
}
