#!/usr/bin/env python3
"""An independent reading of an RFC 822 message, for the tests to hold postal-mime to.

Python's own email package reads the file (the modern policy, which decodes RFC 2047 words);
nothing here is shared with the app's code. Prints JSON: {"subject", "from": [addresses],
"to": [addresses], "cc": [addresses], "date": ISO 8601 in UTC or null, "messageId"}.
Addresses are lower-cased, as the app compares them.
"""

import email
import email.policy
import email.utils
import json
import sys
from datetime import timezone


def addresses(message, name):
    values = message.get_all(name) or []
    return [address.lower() for _, address in email.utils.getaddresses([str(v) for v in values]) if address]


def main(path):
    sys.stdout.reconfigure(encoding="utf-8")
    with open(path, "rb") as handle:
        message = email.message_from_binary_file(handle, policy=email.policy.default)
    date = message.get("Date")
    when = email.utils.parsedate_to_datetime(str(date)) if date else None
    subject = message.get("Subject")
    json.dump(
        {
            "subject": " ".join(str(subject).split()) if subject is not None else None,
            "from": addresses(message, "From"),
            "to": addresses(message, "To"),
            "cc": addresses(message, "Cc"),
            "date": when.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.000Z") if when else None,
            "messageId": str(message.get("Message-ID")).strip() if message.get("Message-ID") else None,
        },
        sys.stdout,
        ensure_ascii=False,
    )


if __name__ == "__main__":
    main(sys.argv[1])
