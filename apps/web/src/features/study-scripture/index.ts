// Scripture with the member's study layer: note badges, bookmarks, the notes panel and editor.
export {
  StudyScripturePanel,
  type StudyScripturePanelProps,
} from './components/study-scripture-panel';
