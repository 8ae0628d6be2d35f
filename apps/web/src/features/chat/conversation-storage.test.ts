// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { clearTabStorage } from '../../lib/session/tab-storage';
import { EMPTY_CONVERSATION, addUserMessage } from './conversation';
import { STORED_MESSAGES_MAX, readConversation, writeConversation } from './conversation-storage';

afterEach(() => sessionStorage.clear());
const now = new Date('2026-11-22T15:00:00Z');

describe('the conversation kept in the tab', () => {
  it('comes back after a reload, for the same user only', () => {
    const c = { ...addUserMessage(EMPTY_CONVERSATION, 'lunch 25', now), sessionId: 's1' };
    writeConversation(7, c);
    expect(readConversation(7)).toEqual(c);
    expect(readConversation(8)).toEqual(EMPTY_CONVERSATION);
  });

  it('ignores an entry of the wrong shape', () => {
    sessionStorage.setItem('tally_chat_7', JSON.stringify({ sessionId: 's', messages: [{ role: 'system', content: 1 }] }));
    expect(readConversation(7)).toEqual(EMPTY_CONVERSATION);
    sessionStorage.setItem('tally_chat_7', '{not json');
    expect(readConversation(7)).toEqual(EMPTY_CONVERSATION);
  });

  it(`keeps only the last ${STORED_MESSAGES_MAX} messages`, () => {
    let c = EMPTY_CONVERSATION;
    for (let i = 0; i < STORED_MESSAGES_MAX + 5; i++) c = addUserMessage(c, `m${i}`, now);
    writeConversation(7, c);
    const back = readConversation(7);
    expect(back.messages).toHaveLength(STORED_MESSAGES_MAX);
    expect(back.messages[0]!.content).toBe('m5');
  });

  it('is forgotten at sign-out', () => {
    writeConversation(7, addUserMessage(EMPTY_CONVERSATION, 'lunch 25', now));
    sessionStorage.setItem('unrelated', 'kept');
    clearTabStorage();
    expect(readConversation(7)).toEqual(EMPTY_CONVERSATION);
    expect(sessionStorage.getItem('unrelated')).toBe('kept');
  });
});
