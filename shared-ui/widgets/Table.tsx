import type { ReactNode } from 'react';
import { media, styled } from '@carmarket/shared-ui';

export interface Column<T> {
  /** Column header; also the label shown beside the value when rows stack on phones. */
  header: string;
  cell: (row: T) => ReactNode;
  /** Right-align numbers. */
  align?: 'left' | 'right';
}

export interface TableProps<T> {
  /** Names the table for screen readers (visually hidden). */
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
}

const Wrap = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow: hidden;
`;

const Caption = styled.caption`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

// Below the sm breakpoint every row becomes a small card of "Header: value" lines, so nothing
// scrolls sideways on a 390px phone; from sm up it is a normal table.
const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  /* visually hidden on phones but still read as column headers */
  thead {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
  tr {
    display: block;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  }
  tbody tr + tr {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  td {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
    padding: 6px 0;
    text-align: right;
    /* a long e-mail wraps inside its cell rather than pushing the row's buttons out of the table */
    min-width: 0;
    overflow-wrap: anywhere;
  }
  td button {
    white-space: nowrap; /* a button's label is never broken mid-word */
    overflow-wrap: normal;
  }
  td::before {
    content: attr(data-label);
    flex: none; /* the label keeps its one line; the value wraps instead */
    white-space: nowrap;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
    text-align: left;
  }

  ${media.sm} {
    thead {
      position: static;
      width: auto;
      height: auto;
      overflow: visible;
      clip: auto;
    }
    tr {
      display: table-row;
      padding: 0;
    }
    th,
    td {
      display: table-cell;
      padding: 12px 16px;
      text-align: left;
      vertical-align: middle;
    }
    td::before {
      content: none;
    }
    th {
      background: ${({ theme }) => theme.colors.surfaceMuted};
      color: ${({ theme }) => theme.colors.text};
      font-weight: 700;
      font-size: ${({ theme }) => theme.fontSizes.xs};
      text-transform: uppercase;
      letter-spacing: 0.04em;
      white-space: nowrap;
    }
    [data-align='right'] {
      text-align: right;
    }
    tbody tr:hover {
      background: ${({ theme }) => theme.colors.bg};
    }
  }
`;

/** A data table that reads well at every width (stacked rows on phones). */
export function Table<T>({ caption, columns, rows, rowKey }: TableProps<T>) {
  return (
    <Wrap>
      <StyledTable>
        <Caption>{caption}</Caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" data-align={c.align}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.header} data-label={c.header} data-align={c.align}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </Wrap>
  );
}
