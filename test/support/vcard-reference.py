#!/usr/bin/python3
# The reference reader for the vCard corpus test (test/unit/contact-corpus.test.ts): Debian's
# python3-vobject, a parser written apart from ours, reads each file given and prints one JSON
# object: {file: [card, ...]} where a card is its name (FN, else N), phones with their TYPEs,
# emails and BDAY, each as vobject hands them back. Nothing here is fixed up to agree with the
# import: where vobject is wrong, the test lists the file and says why.
import json
import sys

import vobject


def text(value):
    return value if isinstance(value, str) else str(value)


def types(line):
    found = []
    for key, values in line.params.items():
        # vCard 2.1's bare parameters ("TEL;CELL") come back as TYPE values or as their own keys.
        found += [v.lower() for v in values] if key.upper() == "TYPE" else [key.lower()]
    return found


def name_of(card):
    fn = card.contents.get("fn")
    if fn and text(fn[0].value).strip():
        return text(fn[0].value).strip()
    n = card.contents.get("n")
    if not n:
        return ""
    value = n[0].value
    if isinstance(value, str):
        return value.strip()
    parts = [value.prefix, value.given, value.additional, value.family, value.suffix]
    words = [" ".join(p) if isinstance(p, list) else p for p in parts]
    return " ".join(w.strip() for w in words if w and w.strip())


def card_of(card):
    return {
        "name": name_of(card),
        "phones": [{"value": text(t.value), "types": types(t)} for t in card.contents.get("tel", [])],
        "emails": [text(e.value) for e in card.contents.get("email", [])],
        "bday": text(card.contents["bday"][0].value) if "bday" in card.contents else None,
    }


def read(path):
    raw = open(path, "rb").read()
    try:
        data = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        # vobject takes text, not bytes: an 8-bit file is handed over byte for byte.
        data = raw.decode("latin-1")
    cards = []
    try:
        for component in vobject.readComponents(data, ignoreUnreadable=True, allowQP=True):
            if component.name.upper() == "VCARD":
                cards.append(card_of(component))
    except Exception as error:  # noqa: BLE001 - a file vobject can't read is recorded, not fatal
        cards.append({"error": f"{type(error).__name__}: {error}"})
    return cards


print(json.dumps({path: read(path) for path in sys.argv[1:]}, ensure_ascii=False))
