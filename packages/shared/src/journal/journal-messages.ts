// SPEC §5 and §8 journal texts, word for word, and the journal constants of SPEC §9.

export const CONTENT_REQUIRED = 'Content is required';
export const TOPIC_TITLE_REQUIRED = 'User ID and title are required';
export const TOPIC_ENTRY_CONTENT_REQUIRED = 'Topic ID and content are required';
export const INVALID_VOICE_MEMO_URL = 'Invalid voice memo URL format';

export const CREATE_ENTRY_FAILED = 'Failed to create journal entry';
export const FETCH_TOPICS_FAILED = 'Failed to fetch journal topics';
export const CREATE_TOPIC_FAILED = 'Failed to create journal topic';
export const UPDATE_TOPIC_FAILED = 'Failed to update journal topic';
export const ADD_TOPIC_ENTRY_FAILED = 'Failed to add journal entry';
export const LINK_PRAYER_FAILED = 'Failed to link prayer to journal';

/** SPEC §4: an error message in the journal shows for 5 seconds. */
export const JOURNAL_ERROR_DISPLAY_MS = 5000;

export const ENTRY_NOT_FOUND = 'Journal entry not found';
export const TOPIC_NOT_FOUND = 'Journal topic not found';
export const JOURNAL_ITEM_NOT_FOUND = 'Nothing in your journal has that id';
export const PRAYER_NOT_FOUND = 'Prayer not found';
export const TESTIMONY_NOT_FOUND = 'Testimony not found';
export const VOICE_MEMO_NOT_FOUND = 'Voice memo not found';
export const TOPIC_NOT_ACTIVE = 'Only active topics can take new entries';

/** The storage path segment every voice memo URL holds (SPEC §5, §7 'voice-memos/'). */
export const VOICE_MEMO_PATH_SEGMENT = '/voice-memos/';
/** A memo's one URL: same origin, streamed to its owner only (voiceMemoIdOf reads it back). */
export const voiceMemoUrl = (id: string) => `/api/voice-memos/${id}`;
/** Voice memos: audio/webm from MediaRecorder (SPEC §7); a few minutes fits in 10 MB. */
export const VOICE_MEMO_MAX_BYTES = 10 * 1024 * 1024;
export const VOICE_MEMO_CONTENT_TYPES = ['audio/webm', 'audio/ogg', 'audio/mp4'] as const;
export const VOICE_MEMO_TOO_LARGE = 'Voice memos can be up to 10 MB';
export const VOICE_MEMO_WRONG_TYPE = 'A voice memo must be WebM, Ogg or MP4 audio';
export const VOICE_MEMO_AUDIO_REQUIRED = 'Record a voice memo first';

export const JOURNAL_PAGE_SIZE = 20;
export const JOURNAL_PAGE_SIZE_MAX = 100;
export const JOURNAL_TITLE_MAX_LENGTH = 200;
export const JOURNAL_CONTENT_MAX_LENGTH = 20_000;
