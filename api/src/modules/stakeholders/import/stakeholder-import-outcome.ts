import { ImportOutcome } from '../../../lib/sheets/import-outcome';
import type { ImportCandidate } from './row-validator';

/** The stakeholder import's own findings, besides every import's (rows, columns, duplicates). */
export class StakeholderImportOutcome extends ImportOutcome {
  /** The tenant-wide unique key holds the document elsewhere: an error that reveals nothing more. */
  documentTaken(line: number): void {
    this.errors.push({
      line,
      column: null,
      field: 'document',
      code: 'documentTaken',
      messageCode: 'documentTaken',
      params: {},
      message: 'A stakeholder with this CPF/CNPJ exists in a workspace you cannot see',
    });
  }

  /** No single organisation matches the row's parent, or the row names itself (`own`). */
  parentError(c: ImportCandidate, own: boolean): void {
    const column = c.parentDocument ? 'parentDocument' : 'parentName';
    this.errors.push({
      line: c.line,
      column,
      field: column,
      code: 'unknownParent',
      messageCode: own ? 'parentIsSelf' : 'parentUnknown',
      params: { value: (c.parentDocument ?? c.parentName) as string },
      message: own ? 'A stakeholder cannot be its own parent' : 'No single organisation matches the parent',
    });
  }
}
