// Read aloud (/tts): speech synthesis over a chapter, verse by verse.
export { ReadAloudScreen } from './components/read-aloud-screen';
