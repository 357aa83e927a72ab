// Background notes per book (SPEC §2 Book Info tab), from the shared local data (SPEC §3).
export { BookInfoPanel, NO_BOOK_INFO_TOAST } from './components/book-info-panel';
