/** Hostile 2,000-character messages: the engine's worst cases (bench/assistant-engine.ts, bench/chat.ts). */
export function adversarialInputs(): Record<string, string> {
  const cap = (text: string) => text.slice(0, 2000);
  return {
    'many amounts and separators': cap('lunch 12, coffee 3 and snacks 5; '.repeat(70)),
    'twenty transactions': cap(Array.from({ length: 20 }, (_, i) => `item ${i} ${i + 1},50`).join(', ') + ' ' + 'x'.repeat(2000)),
    'many numbers': cap(Array.from({ length: 700 }, (_, i) => String(i)).join(' ')),
    'many dates': cap('ontem anteontem hace 3 días last friday 10/03 dia 10 '.repeat(40)),
    'many number words': cap('twenty five hundred thousand e cinquenta mil y cien '.repeat(40)),
    'many currencies': cap('R$ 1.200,50 US$ 20 €15 £4.50 ¥300 20 euros 50 reais '.repeat(40)),
    'one long word': 'x'.repeat(2000),
    'digits only': '9'.repeat(2000),
    'separators only': ',.;'.repeat(667),
    emoji: '🍕💸'.repeat(500),
    'html and sql': cap('<script>alert(1)</script> \'; DROP TABLE transactions; -- 50 '.repeat(40)),
    'question words': cap('how much quanto cuánto did I spend gastei gasté this month este mês '.repeat(30)),
    'category words': cap('uber netflix mercado farmacia aluguel restaurant gym pets '.repeat(40)),
  };
}
