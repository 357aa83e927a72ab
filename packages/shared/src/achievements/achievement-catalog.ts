// The achievements (docs/product/achievements.md#catalogue): each has a type, threshold, name,
// description, badge_color and reward_tokens.
export const ACHIEVEMENT_TYPES = ['journal', 'streak', 'reading_completion'] as const;
export type AchievementType = (typeof ACHIEVEMENT_TYPES)[number];

// Colour names, not hex values, so the web app maps them onto its own palette.
// Badges climb gray < blue < green < pink < purple < red < yellow (gold) with difficulty.
export const BADGE_COLORS = ['blue', 'green', 'yellow', 'red', 'purple', 'pink', 'gray'] as const;
export type BadgeColor = (typeof BADGE_COLORS)[number];

export interface AchievementDefinition {
  /** journal: entries written; streak: consecutive reading days; reading_completion: chapters read. */
  type: AchievementType;
  threshold: number;
  name: string;
  description: string;
  badge_color: BadgeColor;
  reward_tokens: number;
}

// Descriptions state the goal, so they read well both on a locked badge and in the
// popup when it is earned. Seeded in this order; (type, threshold) identifies a row.
export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  {
    type: 'journal',
    threshold: 1,
    name: 'First Reflection',
    description: 'Write your first journal entry and begin a heartfelt conversation with God.',
    badge_color: 'blue',
    reward_tokens: 5,
  },
  {
    type: 'journal',
    threshold: 5,
    name: 'Growing in Prayer',
    description: 'Write 5 journal entries as you bring your heart before the Lord.',
    badge_color: 'green',
    reward_tokens: 10,
  },
  {
    type: 'journal',
    threshold: 10,
    name: 'Faithful Journaler',
    description: 'Write 10 journal entries and watch how God has been at work in your life.',
    badge_color: 'pink',
    reward_tokens: 15,
  },
  {
    type: 'journal',
    threshold: 25,
    name: 'Heart Poured Out',
    description: 'Write 25 journal entries, pouring out your heart like water before Him.',
    badge_color: 'purple',
    reward_tokens: 25,
  },
  {
    type: 'journal',
    threshold: 50,
    name: 'Prayerful Scribe',
    description: 'Write 50 journal entries, a growing record of prayers offered and answered.',
    badge_color: 'red',
    reward_tokens: 50,
  },
  {
    type: 'journal',
    threshold: 100,
    name: 'Book of Remembrance',
    description:
      "Write 100 journal entries, a treasured book of remembrance of God's faithfulness.",
    badge_color: 'yellow',
    reward_tokens: 100,
  },
  {
    type: 'streak',
    threshold: 3,
    name: 'Spark of Devotion',
    description: 'Read your Bible 3 days in a row. A wonderful beginning!',
    badge_color: 'gray',
    reward_tokens: 5,
  },
  {
    type: 'streak',
    threshold: 7,
    name: 'Week of Faithfulness',
    description: 'Read your Bible 7 days in a row and make time with God a daily rhythm.',
    badge_color: 'blue',
    reward_tokens: 10,
  },
  {
    type: 'streak',
    threshold: 14,
    name: 'Steadfast Reader',
    description: 'Read your Bible 14 days in a row, steadfast and growing in the Word.',
    badge_color: 'green',
    reward_tokens: 20,
  },
  {
    type: 'streak',
    threshold: 30,
    name: 'Daily Manna',
    description:
      'Read your Bible 30 days in a row, gathering fresh bread from heaven each morning.',
    badge_color: 'pink',
    reward_tokens: 40,
  },
  {
    type: 'streak',
    threshold: 90,
    name: 'Rooted and Grounded',
    description: 'Read your Bible 90 days in a row, rooted and grounded in His love.',
    badge_color: 'purple',
    reward_tokens: 75,
  },
  {
    type: 'streak',
    threshold: 180,
    name: 'Running the Race',
    description:
      'Read your Bible 180 days in a row, running with endurance the race set before you.',
    badge_color: 'red',
    reward_tokens: 150,
  },
  {
    type: 'streak',
    threshold: 365,
    name: 'A Year in the Word',
    description:
      'Read your Bible every day for a whole year. Well done, good and faithful servant!',
    badge_color: 'yellow',
    reward_tokens: 300,
  },
  {
    type: 'reading_completion',
    threshold: 1,
    name: 'First Chapter',
    description: 'Complete your first chapter and take the first step on a wonderful journey.',
    badge_color: 'blue',
    reward_tokens: 5,
  },
  {
    type: 'reading_completion',
    threshold: 10,
    name: 'A Lamp to My Feet',
    description: 'Complete 10 chapters and let His Word light your path.',
    badge_color: 'green',
    reward_tokens: 15,
  },
  {
    type: 'reading_completion',
    threshold: 50,
    name: 'Hungry for the Word',
    description: 'Complete 50 chapters, feasting on every word that comes from the mouth of God.',
    badge_color: 'pink',
    reward_tokens: 40,
  },
  {
    type: 'reading_completion',
    threshold: 100,
    name: 'Hidden in My Heart',
    description: 'Complete 100 chapters, treasuring His Word in your heart.',
    badge_color: 'purple',
    reward_tokens: 75,
  },
  {
    // 260 = every chapter of the New Testament (docs/product/scripture.md#references).
    type: 'reading_completion',
    threshold: 260,
    name: 'New Testament Complete',
    description: 'Complete 260 chapters, the whole New Testament from Matthew to Revelation!',
    badge_color: 'yellow',
    reward_tokens: 200,
  },
];
