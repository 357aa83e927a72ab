import { benchNextChapter } from './next-chapter';

console.log(await benchNextChapter(3433));
