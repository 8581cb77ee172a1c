import { Type, type TProperties, type TSchema } from 'typebox';

/**
 * A spreadsheet import (an .xlsx in field `file` of a multipart/form-data body) is all or nothing:
 * every row is checked first, one row in error saves nothing, and the answer lists the rows in error.
 */

/** How every import's description states the rule, between what a row is and what saving does. */
export const ALL_OR_NOTHING = '任何一行有误则不保存任何数据（saved 为 false），errors 列出每个有误的行号和原因；';

/** A row in error: its line in the sheet, what names it (`fields`) and the reasons. */
export const importProblem = <P extends TProperties>(fields: P) =>
  Type.Object({ row: Type.Integer({ description: 'Excel 中的行号（表头为第 1 行）' }), ...fields, messages: Type.Array(Type.String()) });

/** An import's answer: whether it was saved, how many were imported (`counted`: of what), the rows in error. */
export const importAnswer = <T extends TSchema>(problem: T, counted: string) =>
  Type.Object({
    saved: Type.Boolean(),
    imported: Type.Integer({ description: `${counted}；未保存为 0` }),
    errors: Type.Array(problem),
  });

/** A row in error of an import of enterprises' figures: the enterprise as the row names it. */
export const OrgRowProblem = importProblem({ creditCode: Type.String(), fullname: Type.String() });
