// Background notes per book, from the shared local data (docs/product/scripture.md#book-info).
export { BookInfoPanel, NO_BOOK_INFO_TOAST } from './components/book-info-panel';
