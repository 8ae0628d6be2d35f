import { interpret } from './src/interpret';
import { testContext } from './src/testing/context';
const ctx = testContext();
for (const t of process.argv.slice(2)) {
  const r = interpret(t, ctx);
  console.log(JSON.stringify(t), r.confidence, JSON.stringify(r.intent).slice(0, 260));
}
