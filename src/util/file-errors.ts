/**
 * A failed file operation in words: Node's "ENOTDIR: not a directory, mkdir '/data/rules'" becomes
 * "cannot create the folder /data/rules: part of its path is a file, not a folder (ENOTDIR)".
 * Any other error keeps its own message.
 */

const WHAT_FAILED: Record<string, string> = {
  mkdir: 'create the folder',
  open: 'open',
  read: 'read',
  write: 'write',
  rename: 'replace',
  copyfile: 'copy',
  unlink: 'remove',
  rmdir: 'remove the folder',
  rm: 'remove',
  scandir: 'list the folder',
  stat: 'look at',
  lstat: 'look at',
  access: 'reach',
  fsync: 'save',
};

const WHY: Record<string, string> = {
  ENOENT: 'it does not exist',
  ENOTDIR: 'part of its path is a file, not a folder',
  EISDIR: 'it is a folder, not a file',
  EEXIST: 'it already exists',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EMFILE: 'too many files are open',
  ENAMETOOLONG: 'its name is too long',
  EBUSY: 'it is in use',
  EIO: 'the disk failed to read or write it',
};

export function inWords(error: unknown): string {
  const failure = error as NodeJS.ErrnoException;
  const why = failure?.code ? WHY[failure.code] : undefined;
  if (!why || !failure.syscall) return error instanceof Error ? error.message : String(error);
  const what = WHAT_FAILED[failure.syscall] ?? failure.syscall;
  const where = failure.path ? ` ${failure.path}` : '';
  return `cannot ${what}${where}: ${why} (${failure.code})`;
}
