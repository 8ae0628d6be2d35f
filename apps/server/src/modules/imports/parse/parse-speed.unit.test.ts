import { describe, expect, it } from 'vitest';
import { parseStatement } from './parse-statement';
import { rowsOf, totalOf } from './test-helpers';

/** 10,000 rows the way Santander Brasil writes them: semicolons, decimal comma, thousands, quoted text. */
function bigStatement(rows: number): { bytes: Uint8Array; cents: bigint } {
  const lines = ['Data;Histórico;Documento;Valor (R$);Saldo (R$)'];
  let cents = 0n;
  for (let i = 0; i < rows; i++) {
    const value = -((i % 250_000) + 1);
    cents += BigInt(value);
    const abs = String(-value).padStart(3, '0');
    const whole = Number(abs.slice(0, -2)).toLocaleString('de-DE');
    lines.push(`${String((i % 28) + 1).padStart(2, '0')}/${String((i % 12) + 1).padStart(2, '0')}/2024;"COMPRA CARTAO ${i}; LOJA";${i};-${whole},${abs.slice(-2)};1.000,00`);
  }
  return { bytes: new TextEncoder().encode(lines.join('\r\n')), cents };
}

describe('a 10,000-row CSV', () => {
  // Its speed is measured by bench/import.ts (tests do not assert timings; a quadratic parser would hit the test's time limit).
  it('parses every row exactly', () => {
    const { bytes, cents } = bigStatement(10_000);
    const outcome = parseStatement(bytes, { fileName: 'big.csv' });
    const rows = rowsOf(outcome);
    expect(outcome).toMatchObject({ layout: 'santander-br' });
    expect(rows).toHaveLength(10_000);
    expect(rows[9_999]?.line).toBe(10_001);
    const sign = cents < 0n ? '-' : '';
    const abs = cents < 0n ? -cents : cents;
    expect(totalOf(rows)).toBe(`${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`);
  });
});
