// One k6 script for every lab scenario, against gateway-bff's HTTP/1.1 edge
// (k6 cannot speak h2c; the protocol under test is the bff -> catalog hop).
//   k6 run -e BASE_URL=http://localhost:8080 -e SCENARIO=burst loadtests/k6/scenario.js
// Environment: BASE_URL, SCENARIO (single|burst|page|small-file|large-file|api), VUS, FANOUT,
// BYTES, DELAY_MS, RAMP, STEADY (seconds). Defaults come from presets.json, shared with ./lab.
import http from 'k6/http';
import { check } from 'k6';
import { resolve, pathFor, optionsFor } from './lib/options.js';

const presets = JSON.parse(open('./presets.json'));
const scenario = resolve(presets, __ENV.SCENARIO || 'burst', __ENV);
const baseUrl = (__ENV.BASE_URL || 'http://localhost:8080').replace(/\/$/, '');

export const options = optionsFor(scenario);

export default function () {
  const id = Math.floor(Math.random() * 1000000);
  const res = http.get(baseUrl + pathFor(scenario, id), { timeout: '30s', tags: { scenario: scenario.name } });
  check(res, {
    'status 200': (r) => r.status === 200,
    'downstream protocol reported': (r) => r.headers['X-Downstream-Protocol'] !== undefined,
  });
}
