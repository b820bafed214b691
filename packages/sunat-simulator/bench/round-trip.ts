/**
 * One sendBill round trip on loopback, and documents per second with `concurrency` clients:
 * `tsx packages/sunat-simulator/bench/round-trip.ts [xmldsigjs|xmlsec1] [documents] [concurrency]`.
 * The XSD step is off (validateXsd costs ~0.5 s a document; sample it instead).
 */
import { startSunatSimulator } from '../src/index.ts';
import { NOW, sendBill } from '../test/fixtures/client.ts';
import { signedBill } from '../test/fixtures/docs.ts';

const verifier = process.argv[2] === 'xmlsec1' ? 'xmlsec1' : 'xmldsigjs';
const total = Number(process.argv[3] ?? 200);
const concurrency = Number(process.argv[4] ?? 8);

const docs = Array.from({ length: total + 20 }, (_, i) => signedBill({ number: i + 1 }));
const sim = await startSunatSimulator({ now: () => NOW, xsd: false, signatureVerifier: verifier });

// Warm-up, then single round trips one after another.
for (const d of docs.slice(0, 10)) await sendBill(sim.url, d.name, d.xml);
const single: number[] = [];
for (const d of docs.slice(10, 20)) {
  const t = performance.now();
  const res = await sendBill(sim.url, d.name, d.xml);
  single.push(performance.now() - t);
  if (res.cdr?.responseCode !== '0')
    throw new Error(`unexpected ${res.fault?.code ?? res.cdr?.responseCode}`);
}
single.sort((a, b) => a - b);

const queue = docs.slice(20);
const started = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    for (let d = queue.shift(); d; d = queue.shift()) await sendBill(sim.url, d.name, d.xml);
  }),
);
const seconds = (performance.now() - started) / 1000;
await sim.close();
process.stdout.write(
  `${verifier}: sendBill round trip median ${single[5]!.toFixed(1)} ms (min ${single[0]!.toFixed(1)}); ` +
    `${total} documents with ${concurrency} clients in ${seconds.toFixed(2)} s = ${(total / seconds).toFixed(0)} docs/s\n`,
);
