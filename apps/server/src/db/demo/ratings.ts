// Real ratings behind the demo prompts' averages: each prompt's `rating` in the content files is the
// mean its demo ratings come to, given by accounts that exist only to have rated (their password hash
// is no hash, so nobody can sign in as them).
export const DEMO_RATER_COUNT = 30;

export const DEMO_RATERS = Array.from({ length: DEMO_RATER_COUNT }, (_, i) => {
  const n = String(i + 1).padStart(2, '0');
  return {
    username: `rater${n}`,
    email: `rater${n}@raters.promptlib.local`,
    passwordHash: '!',
    role: 'user',
  };
});

const roundsTo = (target: number, count: number) =>
  Math.round((Math.round(target * count) / count) * 10) / 10 === target;

/**
 * Between 6 and 30 ratings (varying by prompt) whose mean rounds to exactly `target`: as many stars as
 * the mean needs, spread one either side where there is room. Some count up to 30 always fits (any
 * multiple of 10 does).
 */
export function demoRatings(target: number, index: number): number[] {
  let count = 6 + ((index * 7) % (DEMO_RATER_COUNT - 5));
  while (!roundsTo(target, count)) count += 1;
  const total = Math.round(target * count);
  const base = Math.floor(total / count);
  const values = Array.from({ length: count }, (_, i) => (i < total - base * count ? base + 1 : base));
  // Not everyone agrees: turn pairs of equal middle votes into one lower and one higher.
  for (let i = count - 1, spread = Math.floor(count / 4); spread > 0 && i > 0; i -= 2, spread -= 1) {
    if (values[i] === base && values[i - 1] === base && base > 1 && base < 5) {
      values[i] = base - 1;
      values[i - 1] = base + 1;
    }
  }
  return values;
}
