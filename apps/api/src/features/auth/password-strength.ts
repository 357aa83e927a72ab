import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/**
 * zxcvbn's scale: 3 is "safely unguessable" (about 10^8 guesses or more), the least a password
 * must reach here. 'password', 'aaaaaaaa' and eight spaces score 0.
 */
const LEAST_SCORE = 3;

let estimator: Promise<ZxcvbnFactory> | undefined;

// The dictionaries weigh a few megabytes: loaded once, when the first password is checked.
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([{ ZxcvbnFactory }, common, english]) =>
      new ZxcvbnFactory({
        translations: english.translations,
        graphs: common.adjacencyGraphs,
        dictionary: { ...common.dictionary, ...english.dictionary },
      }),
  );
  return estimator;
}

/**
 * Why a new password is too easy to guess, in words a member can act on; undefined when it is
 * strong enough. `personal` holds what an attacker would try first: the member's name and e-mail.
 */
export async function weakPasswordReason(
  password: string,
  personal: readonly string[] = [],
): Promise<string | undefined> {
  const hints = personal.flatMap((value) => [value, ...value.split(/[\s@._+-]+/)]).filter(Boolean);
  const { score, feedback } = (await loadEstimator()).check(password, hints);
  if (score >= LEAST_SCORE) return undefined;
  const advice = [feedback.warning, ...feedback.suggestions].filter(Boolean).join(' ');
  return `This password is too easy to guess. ${advice || 'Add a few uncommon words.'}`.trim();
}
