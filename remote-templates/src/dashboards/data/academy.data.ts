import { daysAgo } from '../lib/calendar';
import { person } from '../lib/people';
import { seeded } from '../lib/random';

export const COURSE_TOPICS = ['rights', 'licensing', 'dialogue', 'grievances', 'esg', 'data'] as const;
export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;

export type Course = {
  id: string;
  topic: (typeof COURSE_TOPICS)[number];
  level: (typeof COURSE_LEVELS)[number];
  instructor: string;
  lessons: number;
  done: number;
  hours: number;
  lastStudied: string;
};

const random = seeded(11);

/** The learner's courses: each topic at one or two levels. */
export const courses: Course[] = COURSE_TOPICS.flatMap((topic, i) =>
  COURSE_LEVELS.slice(0, 1 + (i % 3)).map((level, j) => {
    const lessons = random.int(8, 24);
    return {
      id: `course-${i}-${j}`,
      topic,
      level,
      instructor: person(random).name,
      lessons,
      done: i + j === 0 ? lessons : random.int(0, lessons),
      hours: random.int(4, 30),
      lastStudied: daysAgo(random.int(0, 60)),
    };
  }),
);

/** Hours studied per weekday this week and last week (Sunday first). */
export const weekHours = {
  thisWeek: Array.from({ length: 7 }, () => random.int(0, 5)),
  lastWeek: Array.from({ length: 7 }, () => random.int(0, 4)),
};
