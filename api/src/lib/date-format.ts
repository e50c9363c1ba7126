import type { FastifyRequest } from 'fastify';
import { DEFAULT_DATE_FORMAT, isDateFormat, type DateFormat } from '@conexoes/shared/contract';

/**
 * How the caller reads dates (display settings), which the app sends as `X-Date-Format`: the PDF
 * report and the XLSX date cells write dates that way. Without it, or with anything else, day first.
 * CSV files keep day first whatever the setting: the import reads them back, and 03/04 is ambiguous.
 */
export const callerDateFormat = (request: FastifyRequest): DateFormat => {
  const header = request.headers['x-date-format'];
  const value = Array.isArray(header) ? header[0] : header;
  return isDateFormat(value) ? value : DEFAULT_DATE_FORMAT;
};
