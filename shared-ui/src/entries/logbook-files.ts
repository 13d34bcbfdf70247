// shared-ui/logbook-files: one part of the package, shared on its own (see webpack.base.cjs): a
// logbook week's photos and PDFs as thumbnails, for the intern, the supervisor and the academic
// supervisor, and the browser's shrinking of a photo before upload (issue 71).
export {
  LogbookFilesSection,
  LogbookFileTiles,
  type LogbookFileTilesProps,
} from '../logbook-files/logbook-file-tiles';
export { shrinkPhoto, PHOTO_SIDE } from '../logbook-files/shrink-photo';
export { ReturnHistory } from '../logbook-files/return-history';
