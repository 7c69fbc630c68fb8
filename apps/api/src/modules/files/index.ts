// The files module's face: other modules attach, list and remove files only through these.
export { fileRoutes } from './routes';
export {
  attachFiles,
  createDirectUpload,
  createFilesDeps,
  detachFile,
  filesOf,
  presentFiles,
  storeGeneratedFile,
  fileScopeOfWriter,
  type FileWriter,
} from './service';
export { filesFromJson, filesOfRecordJsonSql, type FileRows } from './repository';
export { createSigner, type Signer } from './signed-ids';
export { registerUnusedBlobsCleanup } from './unused-blobs-cleanup';
export { createFileReader, type FileReader } from './file-reader';
export {
  registerFileRecordType,
  type FileRecord,
  type FileScope,
  type RecordAccessRules,
} from './record-access';
