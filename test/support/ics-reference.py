#!/usr/bin/python3
# The reference reader for the calendar corpus test (test/unit/calendar-corpus.test.ts): Debian's
# python3-vobject with dateutil, written apart from ical.js, reads one .ics file and prints the
# occurrences of its events that overlap a window as JSON: [{uid, start, end, allDay}], times in
# epoch milliseconds. Recurring events are expanded by vobject's getrruleset (RRULE, RDATE, EXDATE
# in the event's own zone); an override (RECURRENCE-ID) replaces the occurrence it names, and a
# cancelled one removes it. The same fallbacks as the app: a TZID the file doesn't define is read
# as the IANA zone of that name, else (like floating times and all-day dates) as UTC, the zone the
# test gives the app.
# Usage: ics-reference.py FILE FROM_MS TO_MS
import datetime as dt
import json
import sys
from zoneinfo import ZoneInfo

import vobject

UTC = dt.timezone.utc
DAY = dt.timedelta(days=1)


def zone_of(line):
    tzid = line.params.get("TZID", [None])[0]
    if tzid:
        try:
            return ZoneInfo(tzid)
        except Exception:
            return UTC
    return UTC


def instant(line, value=None):
    value = line.value if value is None else value
    if isinstance(value, dt.datetime):
        if value.tzinfo is None:
            value = value.replace(tzinfo=zone_of(line))
        return int(value.timestamp() * 1000)
    return int(dt.datetime(value.year, value.month, value.day, tzinfo=UTC).timestamp() * 1000)


def length_ms(event):
    start = event.dtstart.value
    if hasattr(event, "dtend"):
        return max(0, instant(event.dtend) - instant(event.dtstart)) or (0 if isinstance(start, dt.datetime) else 86400000)
    if hasattr(event, "duration"):
        return int(event.duration.value.total_seconds() * 1000)
    return 0 if isinstance(start, dt.datetime) else 86400000


def cancelled(event):
    return hasattr(event, "status") and str(event.status.value).upper() == "CANCELLED"


def occurrences(path, lo, hi):
    with open(path, encoding="utf-8") as f:
        cal = vobject.readOne(f.read())
    masters, overrides = {}, {}
    for event in cal.vevent_list:
        uid = event.uid.value
        if hasattr(event, "recurrence_id"):
            overrides.setdefault(uid, {})[instant(event.recurrence_id)] = event
        else:
            masters[uid] = event
    found = []

    def add(uid, event, start):
        end = start + length_ms(event)
        if not cancelled(event) and end >= lo and start <= hi:
            all_day = not isinstance(event.dtstart.value, dt.datetime)
            found.append({"uid": uid, "start": start, "end": end, "allDay": all_day})

    for uid, event in masters.items():
        moved = overrides.get(uid, {})
        if cancelled(event):
            continue
        if not (hasattr(event, "rrule") or hasattr(event, "rdate")):
            add(uid, event, instant(event.dtstart))
            continue
        rules = event.getrruleset(addRDate=True)
        for when in rules:
            rid = instant(event.dtstart, when)
            if rid > hi:
                break
            if rid in moved:
                add(uid, moved[rid], instant(moved[rid].dtstart))
            else:
                add(uid, event, rid)
    for uid, moved in overrides.items():
        if uid not in masters:
            for event in moved.values():
                add(uid, event, instant(event.dtstart))
    return sorted(found, key=lambda o: (o["start"], o["uid"]))


print(json.dumps(occurrences(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]))))
