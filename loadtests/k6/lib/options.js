// Pure helpers shared by the k6 scripts: no k6 imports here, so the lab's tests can run
// this module under node and check that k6 and the Java runner read the same presets.

/** Number from the environment, or the preset's value when unset. */
function envNumber(env, key, fallback) {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new Error(`${key} must be a number, got "${raw}"`);
  return value;
}

/** Resolves one scenario: the preset, overridden by VUS, FANOUT, BYTES, DELAY_MS, RAMP, STEADY. */
export function resolve(presets, name, env) {
  const preset = presets[name];
  if (!preset) throw new Error(`unknown SCENARIO "${name}"; one of ${Object.keys(presets).join(', ')}`);
  return {
    name,
    endpoint: preset.endpoint,
    vus: envNumber(env, 'VUS', preset.vus),
    fanout: envNumber(env, 'FANOUT', preset.fanout),
    bytes: envNumber(env, 'BYTES', preset.bytes),
    delayMs: envNumber(env, 'DELAY_MS', preset.delayMs),
    rampSeconds: envNumber(env, 'RAMP', preset.rampSeconds),
    steadySeconds: envNumber(env, 'STEADY', preset.steadySeconds),
    thresholds: preset.thresholds,
  };
}

/** The bff path for one request; the same rule as the Java runner's RequestPaths. */
export function pathFor(scenario, id) {
  const delay = scenario.delayMs > 0 ? `delayMs=${scenario.delayMs}` : '';
  switch (scenario.endpoint) {
    case 'products':
      return `/bff/products/${id}` + (delay ? `?${delay}` : '');
    case 'page':
      return `/bff/page/${id}` + (delay ? `?${delay}` : '');
    case 'burst':
      return `/bff/burst?fanout=${scenario.fanout}&bytes=${scenario.bytes}` + (delay ? `&${delay}` : '');
    default:
      throw new Error(`unknown endpoint ${scenario.endpoint}`);
  }
}

/** k6 options: ramp to VUS, hold for STEADY, ramp-down 0; thresholds from the preset. */
export function optionsFor(scenario) {
  return {
    scenarios: {
      [scenario.name]: {
        executor: 'ramping-vus',
        startVUs: 0,
        stages: [
          { duration: `${scenario.rampSeconds}s`, target: scenario.vus },
          { duration: `${scenario.steadySeconds}s`, target: scenario.vus },
        ],
        gracefulRampDown: '0s',
      },
    },
    thresholds: {
      http_req_failed: [`rate<${scenario.thresholds.errorRate}`],
      http_req_duration: [`p(95)<${scenario.thresholds.p95Ms}`],
    },
    summaryTrendStats: ['avg', 'med', 'p(90)', 'p(95)', 'p(99)', 'max'],
  };
}
