// shared-ui/download: saving a file the page holds (an export's ZIP, a table's CSV), shared on
// its own so that the pages that download nothing do not carry it.
export { saveFile } from '../download/save-file';
