import { create } from 'zustand';
import type { AttachmentRefusal } from '@conexoes/shared';

/**
 * Why a file is not among a record's attachments: refused when it was chosen (never sent), or the
 * answer that stopped its upload (a Problem's status; 0 when the network failed).
 */
export type FileTroubleReason = { refused: AttachmentRefusal } | { status: number };

/** A file that did not become an attachment; kept (with its bytes) so it can be sent again. */
export type FileTrouble = { key: string; file: File; reason: FileTroubleReason };

type TroublesState = {
  /** By the record's attachments path. */
  byPath: Record<string, FileTrouble[]>;
  add: (path: string, troubles: FileTrouble[]) => void;
  drop: (path: string, key: string) => void;
};

/**
 * The files a record's card shows as not attached. Module state, not the card's: a new interaction's
 * files go up after its save, as its page gives way to the record's, and one that failed must still be
 * there, marked, on the record's card (it used to vanish behind "No files attached yet").
 */
export const useAttachmentTroubles = create<TroublesState>((set) => ({
  byPath: {},
  add: (path, troubles) =>
    set((state) => ({ byPath: { ...state.byPath, [path]: [...(state.byPath[path] ?? []), ...troubles] } })),
  drop: (path, key) =>
    set((state) => ({
      byPath: { ...state.byPath, [path]: (state.byPath[path] ?? []).filter((t) => t.key !== key) },
    })),
}));

let sequence = 0;
export const troubleKey = () => `file-${++sequence}`;

/** A status the same file may succeed with later (not its type, its size or a full record). */
export const mayRetry = (reason: FileTroubleReason): boolean =>
  'status' in reason && ![409, 413, 415, 422].includes(reason.status);
