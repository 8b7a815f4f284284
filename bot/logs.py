"""One logging format for the bot and discord.py, and no secrets in it.

An interaction token (or a webhook URL, which contains one) lets its holder post as the bot
in that channel for 15 minutes; discord.py logs them at DEBUG (gateway payloads, REST
routes). ``Redact`` rewrites every record that reaches the handler, whichever logger and
level it comes from.
"""

from __future__ import annotations

import logging
import re
import sys

LOG_FORMAT = "%(asctime)s %(levelname)-8s %(name)s: %(message)s"
REDACTED = "[redacted]"

_SECRETS = (
    # "token": "..." / 'token': '...' in gateway payloads and JSON bodies
    (re.compile(r"""(['"](?:token|access_token)['"]\s*:\s*['"])[^'"]+(['"])"""),
     rf"\g<1>{REDACTED}\g<2>"),
    # REST routes: /interactions/<id>/<token>/callback, /webhooks/<app id>/<token>
    (re.compile(r"(/interactions/\d+/)[^/\s'\"?]+"), rf"\g<1>{REDACTED}"),
    (re.compile(r"(/webhooks/\d+/)[^/\s'\"?]+"), rf"\g<1>{REDACTED}"),
    # an Authorization header
    (re.compile(r"""((?:Bot|Bearer) )[A-Za-z0-9._\-]{20,}"""), rf"\g<1>{REDACTED}"),
)


def redact(text: str) -> str:
    for pattern, replacement in _SECRETS:
        text = pattern.sub(replacement, text)
    return text


class Redact(logging.Filter):
    """Replace secrets in a record's message and traceback before any handler formats it."""

    def filter(self, record: logging.LogRecord) -> bool:
        try:
            message = record.getMessage()
        except Exception:  # noqa: BLE001 - a malformed record is logged as it is
            return True
        cleaned = redact(message)
        if cleaned != message:
            record.msg, record.args = cleaned, ()
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        if record.exc_text:
            record.exc_text = redact(record.exc_text)
        return True


def setup_logging(level: int) -> None:
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter(LOG_FORMAT, datefmt="%Y-%m-%d %H:%M:%S"))
    handler.addFilter(Redact())
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
    # discord.py is chatty at INFO; its logs matter only when debugging.
    discord_level = logging.DEBUG if level <= logging.DEBUG else logging.WARNING
    logging.getLogger("discord").setLevel(discord_level)
