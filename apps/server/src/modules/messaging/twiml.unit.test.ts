import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX, MESSAGES_MAX, splitReply, toTwiml } from './twiml';

describe('TwiML replies', () => {
  it('escapes XML', () => {
    expect(toTwiml(['<b>5 & "6"</b>'])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response><Message>&lt;b&gt;5 &amp; &quot;6&quot;&lt;/b&gt;</Message></Response>',
    );
    expect(toTwiml([])).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
  });

  it('keeps short replies whole and splits long ones at line breaks', () => {
    expect(splitReply('✅ Lunch $12.00')).toEqual(['✅ Lunch $12.00']);
    const lines = Array.from({ length: 30 }, (_, i) => `Line ${i} ${'x'.repeat(30)}`).join('\n');
    const parts = splitReply(lines);
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(p.length).toBeLessThanOrEqual(MESSAGE_MAX);
    expect(parts[0]!.startsWith('Line 0')).toBe(true);
  });

  it('trims beyond the last message with an ellipsis', () => {
    const parts = splitReply('word '.repeat(2000));
    expect(parts).toHaveLength(MESSAGES_MAX);
    expect(parts.at(-1)!.endsWith('…')).toBe(true);
    for (const p of parts) expect(p.length).toBeLessThanOrEqual(MESSAGE_MAX);
  });
});
