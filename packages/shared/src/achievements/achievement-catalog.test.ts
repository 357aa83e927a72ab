import { describe, expect, it } from 'vitest';
import {
  ACHIEVEMENT_TYPES,
  ACHIEVEMENTS,
  type AchievementDefinition,
  type AchievementType,
  BADGE_COLORS,
} from './achievement-catalog';

const thresholdsOf = (type: string) =>
  ACHIEVEMENTS.filter((a) => a.type === type).map((a) => a.threshold);

/** The achievements of one type, lowest threshold first. */
function achievementsOfType(type: AchievementType): AchievementDefinition[] {
  return ACHIEVEMENTS.filter((achievement) => achievement.type === type).sort(
    (a, b) => a.threshold - b.threshold,
  );
}

describe('ACHIEVEMENTS', () => {
  it('has the agreed thresholds per type, ascending', () => {
    expect(thresholdsOf('journal')).toEqual([1, 5, 10, 25, 50, 100]);
    expect(thresholdsOf('streak')).toEqual([3, 7, 14, 30, 90, 180, 365]);
    expect(thresholdsOf('reading_completion')).toEqual([1, 10, 50, 100, 260]);
  });

  it('is unique on (type, threshold) and on name', () => {
    const keys = ACHIEVEMENTS.map((a) => `${a.type}:${a.threshold}`);
    expect(new Set(keys).size).toBe(ACHIEVEMENTS.length);
    expect(new Set(ACHIEVEMENTS.map((a) => a.name)).size).toBe(ACHIEVEMENTS.length);
  });

  it('uses known types and badge colours, with text filled in', () => {
    for (const a of ACHIEVEMENTS) {
      expect(ACHIEVEMENT_TYPES).toContain(a.type);
      expect(BADGE_COLORS).toContain(a.badge_color);
      expect(a.name.trim().length).toBeGreaterThan(0);
      expect(a.description.trim().length).toBeGreaterThan(0);
      expect(Number.isInteger(a.threshold) && a.threshold > 0).toBe(true);
    }
  });

  it.each(ACHIEVEMENT_TYPES)('%s rewards grow with the threshold', (type) => {
    const rewards = achievementsOfType(type).map((a) => a.reward_tokens);
    for (let i = 1; i < rewards.length; i++) {
      expect(rewards[i]).toBeGreaterThan(rewards[i - 1] ?? 0);
    }
    expect(rewards[0]).toBeGreaterThan(0);
  });
});

describe('achievementsOfType', () => {
  it('returns one type only, lowest threshold first', () => {
    const streaks = achievementsOfType('streak');
    expect(streaks.every((a) => a.type === 'streak')).toBe(true);
    expect(streaks.map((a) => a.threshold)).toEqual([3, 7, 14, 30, 90, 180, 365]);
  });
});
