#!/usr/bin/env python3
"""An independent reading of a CSV contacts export, for the unit tests to hold the app's reader to.

Python's own csv module reads the file; nothing here is shared with the app's code. Prints JSON:
{"headers": [...], "records": [{"row": n, "values": {header: cell}}]}, where "row" is the row a
spreadsheet shows (the first line is row 1, a blank line is a row too).

The header row is the first row with two or more cells filled in: LinkedIn's Connections.csv
starts with a "Notes:" paragraph before it. Records with every cell empty are left out, as a
reader skips them. The file is UTF-8 (with or without a BOM), else Windows-1252.
"""

import csv
import io
import json
import sys


def text_of(path):
    raw = open(path, "rb").read()
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        return raw.decode("cp1252")


def main(path):
    sys.stdout.reconfigure(encoding="utf-8")
    rows = list(csv.reader(io.StringIO(text_of(path), newline="")))
    header_at = next((i for i, row in enumerate(rows[:20]) if sum(1 for c in row if c.strip()) >= 2), 0)
    headers = rows[header_at] if rows else []
    records = []
    for index in range(header_at + 1, len(rows)):
        cells = rows[index]
        if not any(c.strip() for c in cells):
            continue
        values = {h: (cells[i] if i < len(cells) else "") for i, h in enumerate(headers) if h.strip()}
        records.append({"row": index + 1, "values": values})
    json.dump({"headers": [h for h in headers if h.strip()], "records": records}, sys.stdout, ensure_ascii=False)


if __name__ == "__main__":
    main(sys.argv[1])
